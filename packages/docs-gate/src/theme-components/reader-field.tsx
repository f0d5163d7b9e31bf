import { type Claims, tenantName, type User } from '@gatehouse/core';
import { useSession, useUser } from '@gatehouse/react';
import { readerTenant } from '../access/reader';
import { readerEmail } from './reader';
import { useHydrated } from './shown-status';

/** What `<Reader field>` can show of the signed-in reader. */
export type ReaderField = 'name' | 'email' | 'tenantName';

/**
 * One detail of the reader: `name` (their name, else their email), `email`, or `tenantName`
 * (the name of the tenant they read as: the one selected, else the only one their token names;
 * '' when there is none, as for a reader in several tenants who selected none).
 */
export function readerField(user: User, claims: Claims | undefined, field: ReaderField): string {
  if (field === 'email') return readerEmail(user) ?? '';
  if (field === 'name') return user.name?.trim() || (readerEmail(user) ?? '');
  const tenant = claims ? readerTenant(claims) : undefined;
  return tenant ? tenantName(user, tenant) : '';
}

/**
 * `<Reader field="name" />` in any doc page: the signed-in reader's detail, read from the
 * session in the browser. The built HTML never holds it (it is the same file for every reader):
 * the server render and the hydration render show a neutral placeholder, which stays until the
 * reader's record has loaded; signed out, nothing.
 */
export function Reader({ field }: { field: ReaderField }) {
  const hydrated = useHydrated();
  const { status, claims } = useSession();
  const { user } = useUser();
  if (hydrated && status === 'unauthenticated') return null;
  if (!hydrated || status !== 'authenticated' || !user) {
    return <span className="gatehouse-reader gatehouse-reader--pending" aria-hidden="true" />;
  }
  return <span className="gatehouse-reader">{readerField(user, claims, field)}</span>;
}
