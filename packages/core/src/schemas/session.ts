import * as z from 'zod/mini';
import { anyRecord, bool, num, str, strList } from './common';
import { User } from './user';

/** What every successful sign-in, verify, exchange and refresh answers. */
export const JwtResponse = z.looseObject({
  sessionJwt: z.string(),
  refreshJwt: str,
  cookieDomain: str,
  cookiePath: str,
  cookieMaxAge: num,
  cookieExpiration: num,
  user: z.optional(User),
  firstSeen: bool,
});
export type JwtResponse = z.infer<typeof JwtResponse>;

const TenantClaims = z.looseObject({ roles: strList, permissions: strList });

/** The claims Gatehouse reads from a session or refresh JWT. */
export const Claims = z.looseObject({
  sub: str,
  iss: str,
  exp: num,
  iat: num,
  /** `DS` for a session token, `DSR` for a refresh token. */
  drn: str,
  roles: strList,
  permissions: strList,
  tenants: z.optional(z.record(z.string(), TenantClaims)),
  /** The current tenant, chosen with tenant select. */
  dct: str,
  amr: strList,
});
export type Claims = z.infer<typeof Claims>;

/** Enchanted link and notp sign-ins answer with a reference to poll. */
export const PendingLinkResponse = z.looseObject({
  pendingRef: z.string(),
  linkId: str,
  maskedEmail: str,
  redirectUrl: str,
  image: str,
});
export const MaskedAddressResponse = z.looseObject({ maskedEmail: str, maskedPhone: str });
export const UrlResponse = z.looseObject({ url: z.string() });
export const TotpResponse = z.looseObject({
  provisioningURL: z.string(),
  image: str,
  key: str,
});
export const WebauthnStartResponse = z.looseObject({
  transactionId: z.string(),
  options: z.string(),
  create: bool,
});
export const OneTapStartResponse = z.looseObject({
  clientId: z.string(),
  stateId: z.string(),
  nonce: str,
  implicit: bool,
});
export const PasswordPolicy = z.looseObject({
  minLength: num,
  lowercase: bool,
  uppercase: bool,
  number: bool,
  nonAlphanumeric: bool,
  active: bool,
});
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;
export const ExtraFields = anyRecord;
