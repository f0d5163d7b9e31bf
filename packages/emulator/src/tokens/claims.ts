import { z } from 'zod';
import { permissionsFor } from '../state/store';
import type { EmulatorData } from '../state/types';

/**
 * The private claim that ties a user's session JWT to the refresh token it was issued with
 * (that token's jti), so that revoking the refresh family revokes the session too.
 */
export const REFRESH_LINK_CLAIM = 'rti';

/**
 * Claims the emulator sets itself, and which verifiers (ours, the provider's SDKs, a
 * customer's backend) trust. A custom claim of one of these names could move a session to
 * another tenant (`dct`), widen its audience (`aud`), postpone its start (`nbf`) or pass it
 * off as another subject or kind, so custom claims may never use them.
 */
export const RESERVED_CLAIMS: ReadonlySet<string> = new Set([
  'iss',
  'sub',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'drn',
  'dct',
  'amr',
  'roles',
  'permissions',
  'tenants',
  'rexp',
  'azp',
  REFRESH_LINK_CLAIM,
]);

/** One tenant's entry of the `tenants` claim. */
export interface TenantClaim {
  roles: string[];
  permissions: string[];
}

/**
 * The `tenants` claim of a user's or an access key's tenants: roles and permissions by tenant
 * id. The object has no prototype, so each id is an own key, `__proto__` included, and none
 * reaches another object (the API and the seed refuse such ids; an old export may hold one).
 */
export function tenantsClaim(
  data: EmulatorData,
  entries: ReadonlyArray<{ tenantId: string; roleNames: string[] }>,
): Record<string, TenantClaim> {
  const tenants: Record<string, TenantClaim> = Object.create(null);
  for (const entry of entries) {
    tenants[entry.tenantId] = {
      roles: entry.roleNames,
      permissions: permissionsFor(data, entry.roleNames, entry.tenantId),
    };
  }
  return tenants;
}

/** `claims` without any reserved name: what a signer may merge under its own claims. */
export const withoutReserved = (claims: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(claims).filter(([name]) => !RESERVED_CLAIMS.has(name)));

/** Custom claims as the management API and the seed accept them: reserved names are a 400. */
export const CustomClaims = z.record(z.string(), z.unknown()).superRefine((claims, ctx) => {
  for (const name of Object.keys(claims)) {
    if (RESERVED_CLAIMS.has(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is a reserved claim` });
    }
  }
});
