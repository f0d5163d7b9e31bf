import { z } from 'zod';

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
