import { RolesResponse } from '../schemas';
import { searchBody } from './body';
import type { Call } from './call';
import type { SearchInput } from './types';

// The role calls that read: all a widget needs that only shows roles (the user and access-key
// forms' choices, the role list). The calls that change roles are role-writes.ts.

export function roleReads(call: Call) {
  return {
    loadAll: () => call('/v1/mgmt/role/all', undefined, RolesResponse, (r) => r.roles),

    /** The matching roles, and how many matched (more than `roles` holds when cut). */
    search: (input: SearchInput = {}) =>
      call('/v1/mgmt/role/search', searchBody(input), RolesResponse, ({ roles, total }) => ({
        roles,
        total: total ?? roles.length,
      })),
  };
}
