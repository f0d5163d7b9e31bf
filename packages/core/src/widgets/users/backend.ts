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
    | 'resendInvite'
    | 'logout'
    | 'customAttributes'
  >;
  readonly roles: Pick<RolesApi, 'loadAll'>;
}

/** The calls that change users: on the server, they load with the user actions (store.ts). */
export const USER_WRITE_METHODS = [
  'create',
  'update',
  'setStatus',
  'deleteBatch',
  'setTemporaryPassword',
  'removePasskeys',
  'resendInvite',
  'logout',
] as const satisfies readonly (keyof UserBackend['users'])[];

/** Every method of a `UserBackend`: what a stand-in (the lazily loaded mock) must call through. */
export const USER_BACKEND_METHODS = {
  users: ['search', 'customAttributes', ...USER_WRITE_METHODS],
  roles: ['loadAll'],
} as const satisfies { [G in keyof UserBackend]: readonly (keyof UserBackend[G])[] };
