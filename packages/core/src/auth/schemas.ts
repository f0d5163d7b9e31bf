import * as z from 'zod/mini';
import { str } from '../schemas/common';

/** What a password reset request answers: how the reset was sent and, for links, where. */
export const PasswordResetResponse = z.looseObject({
  resetMethod: str,
  pendingRef: str,
  linkId: str,
  maskedEmail: str,
});
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;
