import { NAME_MAX_LENGTH } from '@gatehouse/core';

/**
 * Every text a flow screen can show as its error, in English: the refusals of the auth
 * functions as a screen words them (error-text.ts), the actions' own (`texts`, `fail`). A
 * template's `{name}` is filled when the text is said. Each locale's table (locales/) has
 * every one of them, keyed by these words, as the screens' texts are: the provider words its
 * errors in the flow's locale.
 */
export const ERROR_TEXTS = {
  codeInvalid: 'Wrong code. Try again.',
  invalidCredentials: 'Wrong email or password.',
  userDisabled: 'This account is disabled.',
  passwordExpired: 'This password has expired. Reset your password to sign in.',
  conflict: 'An account with this email already exists.',
  tooManyRequests: 'Too many attempts. Try again in {seconds} seconds.',
  /** A refusal a locale's table has no words for (a detail of the auth functions). */
  failed: 'Something went wrong. Try again.',
  /** What a flow that reveals accounts says of an email without one. */
  unknownAccount: 'No account with this email',
  invalidEmail: 'Enter a valid email address.',
  enterCode: 'Enter the code we sent you.',
  noCodeSent: 'No code was sent. Ask for a new one.',
  enterTotpCode: 'Enter the code from your authenticator app.',
  /** Deleting an account: what was typed is not the account's login id. */
  confirmAccount: 'Type this account’s email or login id, as shown, to delete it.',
  magicLinkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  enchantedLinkExpired: 'The sign-in link expired. Ask for a new one.',
  oauthCancelled: 'Sign-in with the provider was cancelled.',
  oauthFailed: 'Sign-in with the provider failed. Try again.',
  googleCancelled: 'Sign-in with Google was cancelled.',
  googleFailed: 'Sign-in with Google failed. Try again.',
  ssoMissing: 'No single sign-on is set up for this email.',
  ssoCancelled: 'Single sign-on was cancelled.',
  ssoFailed: 'Single sign-on failed. Try again.',
  wrongPassword: 'Wrong password. Try again.',
  wrongCurrentPassword: 'Wrong current password. Try again.',
  passwordFirst: 'Sign in with your password first.',
  enterPassword: 'Enter a password.',
  enterNewPassword: 'Enter a new password.',
  enterCurrentPassword: 'Enter your current password.',
  enterName: 'Enter your name.',
  nameTooLong: `Enter a name of at most ${NAME_MAX_LENGTH} characters.`,
  pictureAddress: 'Enter the address (http or https) of an image.',
  phoneInvalid: 'Enter a valid phone number for the chosen country.',
  passkeyExpired: 'The passkey request expired. Try again.',
  passkeyNotVerified: 'The passkey could not be verified. Try again.',
  passkeyMissing: 'No passkey for this account.',
  passkeyNotUsed: 'The passkey was not used. Try again, or choose another way.',
  passkeyRegistered: 'This passkey is already registered.',
  passkeyAccountExists:
    'An account with this email exists without a passkey. Sign in another way, then add one.',
} as const;
