import { z } from 'zod';
import { UserInput } from './accounts';

// Request bodies shared by the code and link flows. Objects are loose: the SDKs send extra
// fields (providerId, templateOptions, locale...) that the emulator accepts and ignores.

export const LoginId = z.string().min(1, 'loginId must not be empty');
/** Sign-in options (stepup, mfa, customClaims...): accepted, not acted upon. */
export const LoginOptions = z.looseObject({}).optional().nullable();

export const SendBody = z.looseObject({
  loginId: LoginId,
  user: UserInput,
  loginOptions: LoginOptions,
});

export const LinkSendBody = SendBody.extend({ URI: z.url().optional().or(z.literal('')) });

export const UpdateEmailBody = z.looseObject({
  loginId: LoginId,
  email: z.string().min(1),
  addToLoginIDs: z.boolean().optional(),
  onMergeUseExisting: z.boolean().optional(),
  URI: z.url().optional().or(z.literal('')),
});

export const UpdatePhoneBody = UpdateEmailBody.omit({ email: true }).extend({
  phone: z.string().min(1),
});

export const TokenBody = z.looseObject({ token: z.string().min(1) });
export const PendingRefBody = z.looseObject({ pendingRef: z.string().min(1) });
