import * as z from 'zod/mini';
import { bool, str } from './common';

// The first answers of sign-ins that leave the page: a URL to go to (OAuth, SAML), Google One
// Tap's client and code. A module apart from session.ts (and from webauthn.ts, whose passkey
// answer another chunk reads): a flow loads these ceremonies on demand, and the sign-in app's
// first render reads only session answers, so they stay out of the code it loads up front.

/** OAuth and SAML start: the provider's page to go to. */
export const UrlResponse = /* @__PURE__ */ z.looseObject({ url: /* @__PURE__ */ z.string() });
export const OneTapStartResponse = /* @__PURE__ */ z.looseObject({
  clientId: /* @__PURE__ */ z.string(),
  stateId: /* @__PURE__ */ z.string(),
  nonce: str,
  implicit: bool,
});
/** One Tap: the client id to initialise the provider's script with. */
export const OneTapClientIdResponse = /* @__PURE__ */ z.looseObject({
  clientId: /* @__PURE__ */ z.string(),
});
/** One Tap: a verified id token becomes a code, to exchange like an OAuth code. */
export const CodeResponse = /* @__PURE__ */ z.looseObject({ code: /* @__PURE__ */ z.string() });
