import * as z from 'zod/mini';
import { bool } from './common';

// The passkey ceremonies' first answer. A module apart from session.ts (and from oauth.ts,
// whose answers another chunk reads): a flow loads passkey sign-in on demand, and the sign-in
// app's first render reads only session answers, so it stays out of the code loaded up front.

/** Passkey sign-up, sign-in and update start: the transaction and the browser's options. */
export const WebauthnStartResponse = /* @__PURE__ */ z.looseObject({
  transactionId: /* @__PURE__ */ z.string(),
  options: /* @__PURE__ */ z.string(),
  create: bool,
});
