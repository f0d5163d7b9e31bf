import { PermissionsResponse } from '../schemas';
import type { Call } from './call';

export function createPermissions(call: Call) {
  return {
    loadAll: () =>
      call('/v1/mgmt/permission/all', undefined, PermissionsResponse, (r) => r.permissions),
  };
}

export type PermissionsApi = ReturnType<typeof createPermissions>;
