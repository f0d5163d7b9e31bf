import type { Http } from '../http/http';
import { PendingLinkResponse } from '../schemas/session';
import { checkOptionalString } from '../validation/checks';
import { waitForSession } from './poll';
import { splitProviderId } from './provider-id';
import type {
  LoginOptions,
  SignUpOptions,
  UserInput,
  WaitForSessionOptions,
  WithProviderId,
} from './types';

const BASE = '/v1/auth/notp';

/**
 * Sign-in by sending a prepared WhatsApp message. The login id is optional (the phone the
 * message comes from identifies the user), so it may be omitted or empty.
 */
export function createNotp(http: Http) {
  const send = (path: string, body: object, token?: string) =>
    http.request(path, { body, token, schema: PendingLinkResponse });

  return {
    signUpOrIn(loginId?: string, signUpOptions?: WithProviderId<SignUpOptions>) {
      checkOptionalString('loginId', loginId);
      const split = splitProviderId(signUpOptions);
      return send(`${BASE}/whatsapp/signup-in`, { loginId, ...split });
    },
    signUp(loginId?: string, user?: UserInput, signUpOptions?: WithProviderId<SignUpOptions>) {
      checkOptionalString('loginId', loginId);
      const split = splitProviderId(signUpOptions);
      return send(`${BASE}/whatsapp/signup`, { loginId, user, ...split });
    },
    signIn(loginId?: string, loginOptions?: WithProviderId<LoginOptions>, token?: string) {
      checkOptionalString('loginId', loginId);
      checkOptionalString('token', token);
      const split = splitProviderId(loginOptions);
      return send(`${BASE}/whatsapp/signin`, { loginId, ...split }, token);
    },
    waitForSession(pendingRef: string, options?: WaitForSessionOptions) {
      return waitForSession(http, `${BASE}/pending-session`, pendingRef, options);
    },
  };
}
