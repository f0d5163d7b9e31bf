import type { Http } from '../http/http';
import { AnyObject } from '../schemas/common';
import { EnchantedLinkResponse } from '../schemas/session';
import { checkEmail, checkNonEmpty, checkOptionalString } from '../validation/checks';
import { waitForSession } from './poll';
import { splitProviderId } from './provider-id';
import type {
  LoginOptions,
  SignUpOptions,
  UpdateOptions,
  UserInput,
  WaitForSessionOptions,
  WithProviderId,
} from './types';

const BASE = '/v1/auth/enchantedlink';

/** Email links that sign in the device that asked, once clicked on any device. */
export function createEnchantedLink(http: Http) {
  const send = (path: string, body: object, token?: string) =>
    http.request(path, { body, token, schema: EnchantedLinkResponse });

  return {
    signIn(
      loginId: string,
      URI?: string,
      loginOptions?: WithProviderId<LoginOptions>,
      token?: string,
    ) {
      checkNonEmpty('loginId', loginId);
      checkOptionalString('token', token);
      const split = splitProviderId(loginOptions);
      return send(`${BASE}/signin/email`, { loginId, URI, ...split }, token);
    },
    signUp(
      loginId: string,
      URI?: string,
      user?: UserInput,
      signUpOptions?: WithProviderId<SignUpOptions>,
    ) {
      checkNonEmpty('loginId', loginId);
      const split = splitProviderId(signUpOptions);
      return send(`${BASE}/signup/email`, { loginId, URI, user, ...split });
    },
    signUpOrIn(loginId: string, URI?: string, signUpOptions?: WithProviderId<SignUpOptions>) {
      checkNonEmpty('loginId', loginId);
      const split = splitProviderId(signUpOptions);
      return send(`${BASE}/signup-in/email`, { loginId, URI, ...split });
    },
    /** Approve the pending sign-in from the clicked link; the session goes to the poller. */
    verify(token: string) {
      checkNonEmpty('token', token);
      return http.request(`${BASE}/verify`, { body: { token }, schema: AnyObject });
    },
    waitForSession(pendingRef: string, options?: WaitForSessionOptions) {
      return waitForSession(http, `${BASE}/pending-session`, pendingRef, options);
    },
    update: {
      email(
        loginId: string,
        email: string,
        URI?: string,
        token?: string,
        updateOptions?: UpdateOptions,
      ) {
        checkNonEmpty('loginId', loginId);
        checkEmail('email', email);
        checkOptionalString('token', token);
        return send(`${BASE}/update/email`, { loginId, email, URI, ...updateOptions }, token);
      },
    },
  };
}
