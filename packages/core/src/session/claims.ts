import { type Claims, Claims as ClaimsSchema } from '../schemas/session';
import { jwtPayload } from './jwt-payload';

/**
 * Read a JWT's claims without verifying it: a browser holds no provider key it could trust
 * more than the TLS connection the token came over. Servers verify (see the docs-gate).
 * Returns undefined for anything that is not a readable JWT with the expected claim types.
 */
export function readClaims(token: string | null | undefined): Claims | undefined {
  const payload = token ? jwtPayload(token) : undefined;
  if (!payload) return undefined;
  const parsed = ClaimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}

/** Expiry in epoch ms; a token without `exp` is treated as already expired. */
export const expiresAt = (claims: Claims | undefined): number => (claims?.exp ?? 0) * 1000;

/** Roles granted project-wide, or in `tenant` when one is named. */
export function rolesOf(claims: Claims | undefined, tenant?: string): string[] {
  if (!claims) return [];
  return (tenant ? claims.tenants?.[tenant]?.roles : claims.roles) ?? [];
}

/** Permissions granted project-wide, or in `tenant` when one is named. */
export function permissionsOf(claims: Claims | undefined, tenant?: string): string[] {
  if (!claims) return [];
  return (tenant ? claims.tenants?.[tenant]?.permissions : claims.permissions) ?? [];
}

/** The tenant chosen with tenant select (`dct`), if any. */
export const currentTenant = (claims: Claims | undefined): string | undefined => claims?.dct;

/** Ids of the tenants the token names. */
export const tenantsOf = (claims: Claims | undefined): string[] =>
  Object.keys(claims?.tenants ?? {});
