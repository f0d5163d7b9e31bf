import { z } from 'zod';
import { UserInput } from './accounts';
import { LoginId } from './login-id';

export { LoginId };

// Request bodies shared by the code and link flows. Objects are loose: the SDKs send extra
// fields (providerId, templateOptions, locale...) that the emulator accepts and ignores.

/** Sign-in options (stepup, mfa, customClaims...): accepted, not acted upon. */
export const LoginOptions = z.looseObject({}).optional();

export const SendBody = z.looseObject({
  loginId: LoginId,
  user: UserInput,
  loginOptions: LoginOptions,
});

export const LinkSendBody = SendBody.extend({ URI: z.url().optional().or(z.literal('')) });

// The new email or phone may become a login id (addToLoginIDs): it is normalised as one.
export const UpdateEmailBody = z.looseObject({
  loginId: LoginId,
  email: LoginId,
  addToLoginIDs: z.boolean().optional(),
  onMergeUseExisting: z.boolean().optional(),
  URI: z.url().optional().or(z.literal('')),
});

export const UpdatePhoneBody = UpdateEmailBody.omit({ email: true }).extend({
  phone: LoginId,
});

export const TokenBody = z.looseObject({ token: z.string().min(1) });
export const PendingRefBody = z.looseObject({ pendingRef: z.string().min(1) });
