import * as z from 'zod/mini';
import { str } from '../schemas/common';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas an app does not use (scripts/size.mjs measures createClient alone).

/** What a password reset request answers: how the reset was sent and, for links, where. */
export const PasswordResetResponse = /* @__PURE__ */ z.looseObject({
  resetMethod: str,
  pendingRef: str,
  linkId: str,
  maskedEmail: str,
});
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;
