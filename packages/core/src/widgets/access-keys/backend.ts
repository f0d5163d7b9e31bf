import type { AccessKeysApi, RolesApi } from '../../mgmt';

/** What the access-key store calls: a client's `mgmt`, or the mock. */
export interface AccessKeyBackend {
  readonly accessKeys: Pick<
    AccessKeysApi,
    'search' | 'create' | 'activate' | 'deactivate' | 'delete'
  >;
  readonly roles: Pick<RolesApi, 'loadAll'>;
}
