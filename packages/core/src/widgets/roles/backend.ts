import type { PermissionsApi, RolesApi } from '../../mgmt';

/** What the role store calls: a client's `mgmt`, or the mock. */
export interface RoleBackend {
  readonly tenant: string | undefined;
  readonly roles: Pick<RolesApi, 'search' | 'create' | 'update' | 'deleteBatch'>;
  readonly permissions: Pick<PermissionsApi, 'loadAll'>;
}
