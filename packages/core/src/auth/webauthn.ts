import type * as z from 'zod/mini';
import type { Http } from '../http/http';
import { AnyObject } from '../schemas/common';
import { JwtResponse, WebauthnStartResponse } from '../schemas/session';
import { checkNonEmpty, checkOptionalString, checkString } from '../validation/checks';
import type { LoginOptions, PasskeyOptions } from './types';

const BASE = '/v1/auth/webauthn';

// Only the HTTP half of passkeys: the browser credential step between start and finish
// belongs to the caller (navigator.credentials), which keeps this module runtime-neutral.
export function createWebauthn(http: Http) {
  const start = (path: string, body: object, token?: string) =>
    http.request(path, { body, token, schema: WebauthnStartResponse });

  function finisher<T>(path: string, schema: z.ZodMiniType<T>) {
    return (transactionId: string, response: string) => {
      checkNonEmpty('transactionId', transactionId);
      checkNonEmpty('response', response);
      return http.request(path, { body: { transactionId, response }, schema });
    };
  }

  return {
    signUp: {
      start(loginId: string, origin: string, name: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkNonEmpty('name', name);
        return start(`${BASE}/signup/start`, {
          user: { loginId, name },
          origin,
          passkeyOptions,
        });
      },
      finish: finisher(`${BASE}/signup/finish`, JwtResponse),
    },
    signIn: {
      start(
        loginId: string,
        origin: string,
        loginOptions?: LoginOptions,
        token?: string,
        passkeyOptions?: PasskeyOptions,
      ) {
        // An empty login id asks for a discoverable credential (the browser lists passkeys).
        checkString('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkOptionalString('token', token);
        return start(
          `${BASE}/signin/start`,
          { loginId, origin, loginOptions, passkeyOptions },
          token,
        );
      },
      finish: finisher(`${BASE}/signin/finish`, JwtResponse),
    },
    signUpOrIn: {
      /** The answer's `create` says whether to create a credential or get one. */
      start(loginId: string, origin: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        return start(`${BASE}/signup-in/start`, { loginId, origin, passkeyOptions });
      },
    },
    update: {
      /** Add a passkey to a signed-in user: `token` (their refresh token) is required. */
      start(loginId: string, origin: string, token: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkNonEmpty('token', token);
        return start(`${BASE}/update/start`, { loginId, origin, passkeyOptions }, token);
      },
      finish: finisher(`${BASE}/update/finish`, AnyObject),
    },
  };
}
