import type { PermissionsApi, RolesApi } from '../../mgmt';

/** What the role store calls: a client's `mgmt`, or the mock. */
export interface RoleBackend {
  readonly tenant: string | undefined;
  readonly roles: Pick<RolesApi, 'search' | 'create' | 'update' | 'deleteBatch'>;
  readonly permissions: Pick<PermissionsApi, 'loadAll'>;
}

/** Every method of a `RoleBackend`: what the lazily loaded mock must call through. */
export const ROLE_BACKEND_METHODS = {
  roles: ['search', 'create', 'update', 'deleteBatch'],
  permissions: ['loadAll'],
} as const satisfies {
  [G in Exclude<keyof RoleBackend, 'tenant'>]: readonly (keyof RoleBackend[G])[];
};
