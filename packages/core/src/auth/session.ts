import type { Http } from '../http/http';
import { AnyObject } from '../schemas/common';
import { JwtResponse } from '../schemas/session';
import { User, UserHistoryResponse } from '../schemas/user';
import { checkOptionalString, checkString } from '../validation/checks';

// Calls on an existing session. `token` is the refresh token; in a browser it may be omitted
// because the provider then reads the refresh cookie.

/** The calls a client's session makes itself: every app ships these, so they stand apart. */
export function createSessionApi(http: Http) {
  const post = (path: string, token: string | undefined) => {
    checkOptionalString('token', token);
    return http.request(path, { token, schema: AnyObject });
  };

  return {
    refresh(token?: string) {
      checkOptionalString('token', token);
      return http.request('/v1/auth/refresh', { body: {}, token, schema: JwtResponse });
    },
    logout: (token?: string) => post('/v1/auth/logout', token),
    logoutAll: (token?: string) => post('/v1/auth/logoutall', token),
    /** The signed-in user; the provider answers the user object itself, not `{user}`. */
    me(token?: string) {
      checkOptionalString('token', token);
      return http.request('/v1/auth/me', { method: 'GET', token, schema: User });
    },
  };
}

/** Every call on an existing session: the session's own, tenant select and login history. */
export function createSessionCalls(http: Http) {
  return {
    ...createSessionApi(http),
    /** Make `tenantId` the session's current tenant (the `dct` claim); '' clears it. */
    selectTenant(tenantId: string, token?: string) {
      checkString('tenantId', tenantId);
      checkOptionalString('token', token);
      return http.request('/v1/auth/tenant/select', {
        body: { tenant: tenantId },
        token,
        schema: JwtResponse,
      });
    },
    history(token?: string) {
      checkOptionalString('token', token);
      return http.request('/v1/auth/me/history', {
        method: 'GET',
        token,
        schema: UserHistoryResponse,
      });
    },
  };
}
