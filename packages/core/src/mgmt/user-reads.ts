import type { ReadBody } from '../http/http';
import { CustomAttributesResponse, UsersResponse } from '../schemas';
import { pick, searchBody } from './body';
import type { Call } from './call';
import type { UserSearchInput } from './types';

// The user calls that read: what a user list needs up front. The calls that change users are
// their own module (user-writes.ts), which a widget loads with its actions.

export function userReads(call: Call) {
  return {
    /** `read` reads the answer as it arrives: a list shows its first rows before the rest is in. */
    search: (input: UserSearchInput = {}, read?: ReadBody) =>
      call(
        '/v1/mgmt/user/search',
        {
          ...searchBody(input),
          // Test users are for automated tests; an admin console never lists them.
          withTestUser: false,
          ...pick(input, ['customAttributes', 'statuses', 'emails', 'phones', 'roleNames']),
        },
        UsersResponse,
        ({ users, total }) => ({ users, total: total ?? users.length }),
        read,
      ),

    /** The project's custom attribute definitions (the user table shows one column each). */
    customAttributes: () =>
      call('/v1/mgmt/user/customattributes', undefined, CustomAttributesResponse, (r) => r.data),
  };
}
