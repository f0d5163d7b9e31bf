import addPasskey from './definitions/add-passkey.json';
import changePassword from './definitions/change-password.json';
import deleteAccount from './definitions/delete-account.json';
import deleteEmail from './definitions/delete-email.json';
import deleteName from './definitions/delete-name.json';
import deletePhone from './definitions/delete-phone.json';
import docsSignIn from './definitions/docs-sign-in.json';
import removeTotp from './definitions/remove-totp.json';
import resetTotp from './definitions/reset-totp.json';
import signIn from './definitions/sign-in.json';
import signInOneTap from './definitions/sign-in-one-tap.json';
import signOutOtherDevices from './definitions/sign-out-other-devices.json';
import signUpOrIn from './definitions/sign-up-or-in.json';
import updateEmail from './definitions/update-email.json';
import updateName from './definitions/update-name.json';
import updatePhone from './definitions/update-phone.json';
import updatePicture from './definitions/update-picture.json';

// The built-in flows, as JSON definitions (see README.md). The screens they show are
// screens.ts, served as the provider's screen files (static/screens.ts).

const DEFINITIONS: Record<string, unknown> = {
  'sign-up-or-in': signUpOrIn,
  'sign-in': signIn,
  'docs-sign-in': docsSignIn,
  'sign-in-one-tap': signInOneTap,
  'update-email': updateEmail,
  'update-phone': updatePhone,
  'update-name': updateName,
  'update-picture': updatePicture,
  'add-passkey': addPasskey,
  'change-password': changePassword,
  'delete-email': deleteEmail,
  'delete-phone': deletePhone,
  'delete-name': deleteName,
  'reset-totp': resetTotp,
  'remove-totp': removeTotp,
  'sign-out-other-devices': signOutOtherDevices,
  'delete-account': deleteAccount,
};

/** Flow definitions by flow id (fresh copies: a seed may change its own). */
export const builtInFlows = (): Record<string, unknown> => structuredClone(DEFINITIONS);
