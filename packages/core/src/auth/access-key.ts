import type { Http } from '../http/http';
import { JwtResponse } from '../schemas/session';
import { checkNonEmpty } from '../validation/checks';
import type { LoginOptions } from './types';

export function createAccessKey(http: Http) {
  return {
    /** Trade an access key for a session; the key travels as the bearer, not in the body. */
    exchange(accessKey: string, loginOptions?: LoginOptions) {
      checkNonEmpty('accessKey', accessKey);
      return http.request('/v1/auth/accesskey/exchange', {
        body: { loginOptions },
        token: accessKey,
        schema: JwtResponse,
      });
    },
  };
}
