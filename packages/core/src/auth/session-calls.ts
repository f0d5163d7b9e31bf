import type { Http } from '../http/http';
import { UserHistoryResponse } from '../schemas/history';
import { JwtResponse } from '../schemas/session';
import { checkOptionalString, checkString } from '../validation/checks';
import { createSessionApi } from './session';

// Apart from the session's own calls (session.ts, which every app ships): a module that the
// first file of an app imports must not import the sign-ins' schema it does not use, or
// rolldown splits zod out of that file (`npm run size`: the profile's first file became two).

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
