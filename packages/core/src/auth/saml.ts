import type { Http } from '../http/http';
import { UrlResponse } from '../schemas/oauth';
import { JwtResponse } from '../schemas/session';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';
import type { LoginOptions } from './types';

export function createSaml(http: Http) {
  return {
    /** `tenant` is a tenant id or an email whose domain maps to a tenant. */
    start(tenant: string, redirectURL?: string, loginOptions?: LoginOptions, token?: string) {
      checkNonEmpty('tenant', tenant);
      checkOptionalString('token', token);
      return http.request('/v1/auth/saml/authorize', {
        query: { tenant, redirectURL },
        body: loginOptions ?? {},
        token,
        schema: UrlResponse,
      });
    },
    exchange(code: string) {
      checkNonEmpty('code', code);
      return http.request('/v1/auth/saml/exchange', { body: { code }, schema: JwtResponse });
    },
  };
}
