import { type Claims, currentTenant, permissionsOf, rolesOf, tenantsOf } from '@gatehouse/core';

/** What of a session an audience rule looks at. */
export interface Reader {
  roles: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
  /** The tenant the reader is reading as, if any. */
  tenant: string | undefined;
}

/**
 * The tenant a session reads as: the one chosen with tenant select (`dct`), or, when the token
 * names exactly one tenant, that one. A docs sign-in selects no tenant, and a reader who is in
 * one tenant only has no other to mean; a reader in several who selected none reads as none.
 */
export function readerTenant(claims: Claims): string | undefined {
  const chosen = currentTenant(claims);
  if (chosen) return chosen;
  const tenants = tenantsOf(claims);
  return tenants.length === 1 ? tenants[0] : undefined;
}

/** The reader a session's claims describe: project-wide grants plus those of its tenant. */
export function readerOf(claims: Claims): Reader {
  const tenant = readerTenant(claims);
  const roles = new Set(rolesOf(claims));
  const permissions = new Set(permissionsOf(claims));
  if (tenant) {
    for (const role of rolesOf(claims, tenant)) roles.add(role);
    for (const permission of permissionsOf(claims, tenant)) permissions.add(permission);
  }
  return { roles, permissions, tenant };
}
