import type { AccessKeysApi, RolesApi, UsersApi } from '../../mgmt';

/** What the access-key store calls: a client's `mgmt`, or the mock. */
export interface AccessKeyBackend {
  readonly accessKeys: Pick<
    AccessKeysApi,
    'search' | 'create' | 'activate' | 'deactivate' | 'delete'
  >;
  readonly roles: Pick<RolesApi, 'loadAll'>;
  /** The tenant's users, for the create form's bound user (found by name or email). */
  readonly users: Pick<UsersApi, 'search'>;
}

/** Every method of an `AccessKeyBackend`: what the lazily loaded mock must call through. */
export const ACCESS_KEY_BACKEND_METHODS = {
  accessKeys: ['search', 'create', 'activate', 'deactivate', 'delete'],
  roles: ['loadAll'],
  users: ['search'],
} as const satisfies { [G in keyof AccessKeyBackend]: readonly (keyof AccessKeyBackend[G])[] };
