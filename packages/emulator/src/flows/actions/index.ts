import type { Actions } from '../action';
import { enchantedLinkActions } from './enchanted-link';
import { identifyActions } from './identify';
import { magicLinkActions } from './magic-link';
import { oauthActions } from './oauth';
import { oneTapActions } from './one-tap';
import { otpActions } from './otp';
import { ownAccountActions } from './own-account';
import { passwordActions } from './password';
import { profileActions } from './profile';
import { samlActions } from './saml';
import { totpActions } from './totp';
import { webauthnActions } from './webauthn';

/** Every action a flow definition may name, one family per file. */
export const ACTIONS: Actions = {
  ...identifyActions,
  ...otpActions,
  ...passwordActions,
  ...magicLinkActions,
  ...enchantedLinkActions,
  ...webauthnActions,
  ...oauthActions,
  ...oneTapActions,
  ...samlActions,
  ...totpActions,
  ...profileActions,
  ...ownAccountActions,
};
