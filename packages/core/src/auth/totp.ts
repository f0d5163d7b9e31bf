import type { Http } from '../http/http';
import { JwtResponse, TotpResponse } from '../schemas/session';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';
import type { LoginOptions, UserInput } from './types';

export function createTotp(http: Http) {
  return {
    signUp(loginId: string, user?: UserInput) {
      checkNonEmpty('loginId', loginId);
      return http.request('/v1/auth/totp/signup', {
        body: { loginId, user },
        schema: TotpResponse,
      });
    },
    verify(loginId: string, code: string, loginOptions?: LoginOptions, token?: string) {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('code', code);
      checkOptionalString('token', token);
      return http.request('/v1/auth/totp/verify', {
        body: { loginId, code, loginOptions },
        token,
        schema: JwtResponse,
      });
    },
    /** Add an authenticator app to a signed-in user (`token` is their refresh token). */
    update(loginId: string, token?: string) {
      checkNonEmpty('loginId', loginId);
      checkOptionalString('token', token);
      return http.request('/v1/auth/totp/update', {
        body: { loginId },
        token,
        schema: TotpResponse,
      });
    },
  };
}
