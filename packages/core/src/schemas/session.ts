import * as z from 'zod/mini';
import { anyRecord, bool, num, recordOf, str, strList } from './common';
import { User } from './user';

// `/* @__PURE__ */` marks each schema call as free of side effects: apps use some of this
// module's schemas and not others (a widget reads a user, the sign-in a session), and the
// marks keep the others out (`npm run size` measured it; elsewhere they made no difference).

/** What every successful sign-in, verify, exchange and refresh answers. */
export const JwtResponse = /* @__PURE__ */ z.looseObject({
  sessionJwt: /* @__PURE__ */ z.string(),
  refreshJwt: str,
  cookieDomain: str,
  cookiePath: str,
  cookieMaxAge: num,
  cookieExpiration: num,
  user: /* @__PURE__ */ z.optional(User),
  firstSeen: bool,
});
export type JwtResponse = z.infer<typeof JwtResponse>;

const TenantClaims = /* @__PURE__ */ z.looseObject({ roles: strList, permissions: strList });

/** The claims Gatehouse reads from a session or refresh JWT. */
export const Claims = /* @__PURE__ */ z.looseObject({
  sub: str,
  iss: str,
  exp: num,
  iat: num,
  /** `DS` for a session token, `DSR` for a refresh token. */
  drn: str,
  roles: strList,
  permissions: strList,
  tenants: /* @__PURE__ */ z.optional(/* @__PURE__ */ recordOf(TenantClaims)),
  /** The current tenant, chosen with tenant select. */
  dct: str,
  amr: strList,
});
export type Claims = z.infer<typeof Claims>;

/** Notp sign-ins answer with a reference to poll. */
export const PendingLinkResponse = /* @__PURE__ */ z.looseObject({
  pendingRef: /* @__PURE__ */ z.string(),
  linkId: str,
  maskedEmail: str,
  redirectUrl: str,
  image: str,
});
/**
 * A delivery by email (OTP, magic link) answers where it went, masked; an object without it
 * (`{}`, a proxy's `{ok: true}`) is no success.
 */
export const MaskedEmailResponse = /* @__PURE__ */ z.looseObject({
  maskedEmail: /* @__PURE__ */ z.string(),
});
/** A delivery by phone (sms, voice, whatsapp) answers the masked number. */
export const MaskedPhoneResponse = /* @__PURE__ */ z.looseObject({
  maskedPhone: /* @__PURE__ */ z.string(),
});
/** An enchanted link answers the reference to poll, the link's number and the masked email. */
export const EnchantedLinkResponse = /* @__PURE__ */ z.looseObject({
  pendingRef: /* @__PURE__ */ z.string(),
  linkId: /* @__PURE__ */ z.string(),
  maskedEmail: /* @__PURE__ */ z.string(),
});
export const TotpResponse = /* @__PURE__ */ z.looseObject({
  provisioningURL: /* @__PURE__ */ z.string(),
  image: str,
  key: str,
});
export const PasswordPolicy = /* @__PURE__ */ z.looseObject({
  minLength: num,
  lowercase: bool,
  uppercase: bool,
  number: bool,
  nonAlphanumeric: bool,
  active: bool,
});
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;
export const ExtraFields = anyRecord;
