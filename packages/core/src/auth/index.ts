import type { Http } from '../http/http';
import { createAccessKey } from './access-key';
import { createEnchantedLink } from './enchanted-link';
import { createMagicLink } from './magic-link';
import { createNotp } from './notp';
import { createOAuth } from './oauth';
import { createOtp } from './otp';
import { createPassword } from './password';
import { createSaml } from './saml';
import { createSessionCalls } from './session-calls';
import { createTotp } from './totp';
import { createWebauthn } from './webauthn';

export {
  LINK_METHODS,
  type LinkMethod,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  OTP_METHODS,
  type OtpMethod,
} from './constants';
export * from './of';
export type { PendingSession, PendingStatus } from './poll';
export { PasswordResetResponse } from './schemas';
export type * from './types';

/**
 * The provider's authentication API, grouped and named as in @descope/core-js-sdk. Input
 * mistakes throw at once; everything the server or network does resolves to a Result.
 */
export function createAuth(http: Http) {
  return {
    accessKey: createAccessKey(http),
    otp: createOtp(http),
    magicLink: createMagicLink(http),
    enchantedLink: createEnchantedLink(http),
    oauth: createOAuth(http),
    saml: createSaml(http),
    totp: createTotp(http),
    notp: createNotp(http),
    webauthn: createWebauthn(http),
    password: createPassword(http),
    ...createSessionCalls(http),
  };
}

export type Auth = ReturnType<typeof createAuth>;
