import type { RolesApi, UsersApi } from '../../mgmt';

/** What the user store calls: a client's `mgmt`, or the mock. */
export interface UserBackend {
  readonly users: Pick<
    UsersApi,
    | 'search'
    | 'create'
    | 'update'
    | 'setStatus'
    | 'deleteBatch'
    | 'setTemporaryPassword'
    | 'removePasskeys'
    | 'customAttributes'
  >;
  readonly roles: Pick<RolesApi, 'loadAll'>;
}
