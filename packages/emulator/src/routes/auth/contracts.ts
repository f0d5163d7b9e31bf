import { NAME_MAX_LENGTH } from '@gatehouse/core';
import { z } from 'zod';
import { LoginId } from '../../auth/login-id';

// The input contracts the auth routes share, bodies and queries. Body objects are loose: the
// SDKs send extra fields (providerId, templateOptions, locale...) that the emulator accepts
// and ignores.

export { LoginId };

/** Sign-in options (stepup, mfa, customClaims...): accepted, not acted upon. */
export const LoginOptions = z.looseObject({}).optional();

/** A name: at most @gatehouse/core's NAME_MAX_LENGTH, as everywhere a name is kept. */
const Name = z.string().max(NAME_MAX_LENGTH).optional();

/** The user details a sign-up may carry (`user` in the body). */
export const UserDetails = z
  .looseObject({
    name: Name,
    email: z.string().optional(),
    phone: z.string().optional(),
    givenName: Name,
    middleName: Name,
    familyName: Name,
  })
  .optional();

export const SendBody = z.looseObject({
  loginId: LoginId,
  user: UserDetails,
  loginOptions: LoginOptions,
});

/** An empty URI means "none": the link then lands on a page of the emulator. */
const Uri = z.url().optional().or(z.literal(''));

export const LinkSendBody = SendBody.extend({ URI: Uri });

// The new email or phone may become a login id (addToLoginIDs): it is normalised as one.
export const UpdateEmailBody = z.looseObject({
  loginId: LoginId,
  email: LoginId,
  addToLoginIDs: z.boolean().optional(),
  onMergeUseExisting: z.boolean().optional(),
  URI: Uri,
});

export const UpdatePhoneBody = UpdateEmailBody.omit({ email: true }).extend({
  phone: LoginId,
});

export const TokenBody = z.looseObject({ token: z.string().min(1) });
export const PendingRefBody = z.looseObject({ pendingRef: z.string().min(1) });

// The emulated identity providers (OAuth consent, SAML): their pages' state, the page that
// shows a code when the sign-in has no redirect URL, and the code the app exchanges.
export const StateQuery = z.object({ state: z.string().default('') });
export const CodeQuery = z.object({ code: z.string().default('') });
export const ExchangeBody = z.object({ code: z.string().min(1) });
