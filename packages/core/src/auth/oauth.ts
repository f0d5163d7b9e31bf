import type * as z from 'zod/mini';
import type { Http } from '../http/http';
import {
  CodeResponse,
  OneTapClientIdResponse,
  OneTapStartResponse,
  UrlResponse,
} from '../schemas/oauth';
import { JwtResponse } from '../schemas/session';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';
import { byMethod } from './by-method';
import { OAUTH_PROVIDERS } from './constants';
import type { LoginOptions } from './types';

const ONE_TAP = '/v1/auth/onetap';

export function createOAuth(http: Http) {
  /** One Tap's verify and exchange take the same body: the provider's id token and nonce. */
  const idToken =
    <T>(path: string, schema: z.ZodMiniType<T>) =>
    (provider: string, token: string, nonce?: string, loginOptions?: LoginOptions) => {
      checkNonEmpty('provider', provider);
      checkNonEmpty('idToken', token);
      checkOptionalString('nonce', nonce);
      return http.request(`${ONE_TAP}/idtoken/${path}`, {
        body: { provider, idToken: token, nonce, loginOptions },
        schema,
      });
    };

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
    /**
     * One Tap (Google's, or another provider's): `clientId` is what the provider's script is
     * initialised with; the id token it hands back is either `exchange`d for a session here or
     * `verify`d into a code that an OAuth exchange takes (e.g. on a server).
     */
    oneTap: {
      clientId(provider: string) {
        checkNonEmpty('provider', provider);
        return http.request(`${ONE_TAP}/clientid/${encodeURIComponent(provider)}`, {
          method: 'GET',
          schema: OneTapClientIdResponse,
        });
      },
      verify: idToken('verify', CodeResponse),
      exchange: idToken('exchange', JwtResponse),
    },
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
