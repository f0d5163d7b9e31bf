import { AnyObject } from '../schemas';
import { checkNonEmpty } from '../validation/checks';
import type { Call } from './call';
import { checkList } from './checks';
import type { CreateRoleInput, UpdateRoleInput } from './types';
import { nothing } from './unwrap';

// The role calls that change roles: apart from the reads (role-reads.ts), so a widget that
// only lists or offers roles ships none of them.

export function roleWrites(call: Call, tenant: string | undefined) {
  const roleBody = ({ description, permissionNames, tenantId }: CreateRoleInput) => ({
    description,
    permissionNames,
    // A tenant admin's new roles belong to their tenant unless told otherwise.
    tenantId: tenantId ?? tenant,
  });

  return {
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
