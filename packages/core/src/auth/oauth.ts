import type { Http } from '../http/http';
import { JwtResponse, OneTapStartResponse, UrlResponse } from '../schemas/session';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';
import { byMethod } from './by-method';
import { OAUTH_PROVIDERS } from './constants';
import type { LoginOptions } from './types';

export function createOAuth(http: Http) {
  /** Ask for the provider's authorization URL to send the browser to. */
  function start(
    provider: string,
    redirectURL?: string,
    loginOptions?: LoginOptions,
    token?: string,
    loginHint?: string,
  ) {
    checkOptionalString('token', token);
    return http.request('/v1/auth/oauth/authorize', {
      // Empty strings are left out, as the provider's SDK does.
      query: { provider, redirectURL: redirectURL || undefined, loginHint: loginHint || undefined },
      body: loginOptions ?? {},
      token,
      schema: UrlResponse,
    });
  }

  return {
    start: Object.assign(
      start,
      byMethod(
        OAUTH_PROVIDERS,
        (provider) =>
          (redirectURL?: string, loginOptions?: LoginOptions, token?: string, loginHint?: string) =>
            start(provider, redirectURL, loginOptions, token, loginHint),
      ),
    ),
    /** Trade the code from the redirect back for a session. */
    exchange(code: string) {
      checkNonEmpty('code', code);
      return http.request('/v1/auth/oauth/exchange', { body: { code }, schema: JwtResponse });
    },
    /** Begin a native (mobile or One Tap) sign-in; answers the client id and state to use. */
    startNative(provider: string, loginOptions?: LoginOptions, implicit?: boolean) {
      return http.request('/v1/auth/oauth/native/start', {
        body: { provider, loginOptions, implicit },
        schema: OneTapStartResponse,
      });
    },
    /** `user` is the JSON string some providers (Apple) hand over only on first sign-in. */
    finishNative(
      provider: string,
      stateId: string,
      user?: string,
      code?: string,
      idToken?: string,
    ) {
      return http.request('/v1/auth/oauth/native/finish', {
        body: { provider, stateId, user, code, idToken },
        schema: JwtResponse,
      });
    },
  };
}
