import type { AccessKeysApi, RolesApi } from '../../mgmt';

/** What the access-key store calls: a client's `mgmt`, or the mock. */
export interface AccessKeyBackend {
  readonly accessKeys: Pick<
    AccessKeysApi,
    'search' | 'create' | 'activate' | 'deactivate' | 'delete'
  >;
  readonly roles: Pick<RolesApi, 'loadAll'>;
}

/** Every method of an `AccessKeyBackend`: what the lazily loaded mock must call through. */
export const ACCESS_KEY_BACKEND_METHODS = {
  accessKeys: ['search', 'create', 'activate', 'deactivate', 'delete'],
  roles: ['loadAll'],
} as const satisfies { [G in keyof AccessKeyBackend]: readonly (keyof AccessKeyBackend[G])[] };
