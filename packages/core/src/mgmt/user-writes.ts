import { AnyObject } from '../schemas/common';
import { CleartextResponse, UserResponse } from '../schemas/user';
import { checkNonEmpty } from '../validation/checks';
import { pick } from './body';
import type { Call } from './call';
import { checkList, checkOneOf } from './checks';
import type { CreateUserInput, UpdateUserInput, UserStatusChange } from './types';
import { nothing } from './unwrap';

// The user calls that change users: a module apart from the reads (user-reads.ts), so a
// widget that lists users loads these with its actions, when a modal opens.

const UPDATE_FIELDS = [
  'loginId',
  'email',
  'phone',
  'displayName',
  'givenName',
  'middleName',
  'familyName',
  'roleNames',
  'customAttributes',
  'picture',
  'verifiedEmail',
  'verifiedPhone',
  'additionalLoginIds',
] as const satisfies readonly (keyof UpdateUserInput)[];

/** What create takes besides the update fields. Kept apart rather than spread into one list:
 * a bundler keeps a top-level spread even when nothing uses it. */
const CREATE_ONLY_FIELDS = [
  'sendSMS',
  'sendMail',
  'inviteUrl',
  'invite',
] as const satisfies readonly (keyof CreateUserInput)[];

const STATUSES: readonly UserStatusChange[] = ['enabled', 'disabled'];

export function userWrites(call: Call, tenant: string | undefined) {
  return {
    create: (input: CreateUserInput) => {
      checkNonEmpty('loginId', input.loginId);
      return call(
        '/v1/mgmt/user/create',
        {
          ...pick(input, UPDATE_FIELDS),
          ...pick(input, CREATE_ONLY_FIELDS),
          // A tenant admin's new users join the admin's tenant.
          userTenants: tenant ? [{ tenantId: tenant }] : undefined,
        },
        UserResponse,
        (r) => r.user,
      );
    },

    update: (input: UpdateUserInput) => {
      checkNonEmpty('loginId', input.loginId);
      return call('/v1/mgmt/user/update', pick(input, UPDATE_FIELDS), UserResponse, (r) => r.user);
    },

    setStatus: (loginId: string, status: UserStatusChange) => {
      checkNonEmpty('loginId', loginId);
      checkOneOf('status', status, STATUSES);
      return call('/v1/mgmt/user/update/status', { loginId, status }, UserResponse, (r) => r.user);
    },

    deleteBatch: (userIds: string[]) => {
      checkList('userIds', userIds);
      return call('/v1/mgmt/user/delete/batch', { userIds }, AnyObject, nothing);
    },

    /** Resolves to the new temporary password, which the provider shows this once only. */
    setTemporaryPassword: (loginId: string) => {
      checkNonEmpty('loginId', loginId);
      return call(
        '/v1/mgmt/user/password/set/temporary',
        { loginId },
        CleartextResponse,
        (r) => r.cleartext,
      );
    },

    /**
     * Send an invited user's invitation again: the provider's create with `invite` for the
     * login id it already holds (spec 000 §7 has no other invitation call); the user is kept.
     */
    resendInvite: (loginId: string, inviteUrl?: string) => {
      checkNonEmpty('loginId', loginId);
      return call(
        '/v1/mgmt/user/create',
        { loginId, invite: true, sendMail: true, inviteUrl },
        UserResponse,
        (r) => r.user,
      );
    },

    /** End every session of the user: their refresh tokens are refused afterwards. */
    logout: (loginId: string) => {
      checkNonEmpty('loginId', loginId);
      return call('/v1/mgmt/user/logout', { loginId }, AnyObject, nothing);
    },

    removePasskeys: (loginId: string) => {
      checkNonEmpty('loginId', loginId);
      return call('/v1/mgmt/user/passkeys/delete', { loginId }, AnyObject, nothing);
    },
  };
}
