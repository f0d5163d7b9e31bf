import type { Claims } from '@gatehouse/core';
import { PUBLIC, SIGNED_IN } from './names';
import { readerOf } from './reader';
import type { Access } from './spec';

const anyIn = (wanted: readonly string[] | undefined, held: ReadonlySet<string>) =>
  wanted === undefined || wanted.some((name) => held.has(name));

/**
 * Whether a reader (a verified session's claims, or null when there is none) may read a page of
 * this audience. Roles and permissions count when granted project-wide or in the reader's tenant
 * (reader.ts); each key the rule gives must hold, any one name of a key is enough.
 */
export function allows(access: Access, claims: Claims | null): boolean {
  if (access === PUBLIC) return true;
  if (claims === null) return false;
  if (access === SIGNED_IN) return true;
  const reader = readerOf(claims);
  const tenants = new Set(reader.tenant ? [reader.tenant] : []);
  return (
    anyIn(access.roles, reader.roles) &&
    anyIn(access.permissions, reader.permissions) &&
    anyIn(access.tenants, tenants)
  );
}
