import { AnyObject, RolesResponse } from '../schemas';
import { checkNonEmpty } from '../validation/checks';
import { searchBody } from './body';
import type { Call } from './call';
import { checkList } from './checks';
import type { CreateRoleInput, SearchInput, UpdateRoleInput } from './types';
import { nothing } from './unwrap';

export function createRoles(call: Call, tenant: string | undefined) {
  const roleBody = ({ description, permissionNames, tenantId }: CreateRoleInput) => ({
    description,
    permissionNames,
    // A tenant admin's new roles belong to their tenant unless told otherwise.
    tenantId: tenantId ?? tenant,
  });

  return {
    loadAll: () => call('/v1/mgmt/role/all', undefined, RolesResponse, (r) => r.roles),

    /** The matching roles, and how many matched (more than `roles` holds when cut). */
    search: (input: SearchInput = {}) =>
      call('/v1/mgmt/role/search', searchBody(input), RolesResponse, ({ roles, total }) => ({
        roles,
        total: total ?? roles.length,
      })),

    create: (input: CreateRoleInput) => {
      checkNonEmpty('name', input.name);
      return call(
        '/v1/mgmt/role/create',
        { name: input.name, ...roleBody(input) },
        AnyObject,
        nothing,
      );
    },

    /** Renames `name` to `newName` (pass the same name to keep it). */
    update: (input: UpdateRoleInput) => {
      checkNonEmpty('name', input.name);
      checkNonEmpty('newName', input.newName);
      return call(
        '/v1/mgmt/role/update',
        { name: input.name, newName: input.newName, ...roleBody(input) },
        AnyObject,
        nothing,
      );
    },

    deleteBatch: (roleNames: string[]) => {
      checkList('roleNames', roleNames);
      return call('/v1/mgmt/role/delete/batch', { roleNames }, AnyObject, nothing);
    },
  };
}

export type RolesApi = ReturnType<typeof createRoles>;
