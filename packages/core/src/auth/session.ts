import type { Http } from '../http/http';
import { AnyObject } from '../schemas/common';
import { JwtResponse } from '../schemas/session';
import { User } from '../schemas/user';
import { checkOptionalString } from '../validation/checks';

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
