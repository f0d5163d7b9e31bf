import { badRequest } from '../http/errors';
import { loginIdKey } from '../state/login-key';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { userModified } from './audit-events';
import { revokeUser } from './refresh';

// What signed-in users do to their own account beyond its fields (the profile's flows): drop
// their authenticator app, sign out their other devices, delete the account.

/** The user's authenticator app is gone: sign-in asks for no code from it any more. */
export function removeTotp(store: Store, user: UserRecord, method: string): void {
  user.totpSecret = '';
  userModified(store, user, method, { data: { change: 'totp' } });
}

/**
 * Every session of `user` ends but the one of refresh family `keep`. The provider's
 * `logoutall` ends them all, this one too (and a sign-in's `revokeOtherSessions` option only
 * applies while signing in); a profile's "Sign out everywhere else" keeps the page it runs on.
 */
export function revokeOtherSessions(store: Store, user: UserRecord, keep: string): void {
  for (const record of Object.values(store.data.refreshTokens)) {
    if (record.userId === user.userId && record.family !== keep) record.revoked = true;
  }
  store.audit({
    action: 'LogoutAll',
    userId: user.userId,
    actorId: user.loginIds[0] ?? '',
    data: { kept: 'current session' },
  });
}

/** `typed` names one of the user's login ids, as a lookup reads them (case aside). */
export function namesAccount(user: UserRecord, typed: string): boolean {
  const key = loginIdKey(typed);
  return !!key && user.loginIds.some((loginId) => loginIdKey(loginId) === key);
}

/**
 * Users delete their own account: every session ends and the user is gone, so that signing in
 * with it is refused from then on. `typed` must name the account (one of its login ids).
 */
export function deleteOwnAccount(store: Store, user: UserRecord, typed: string): void {
  if (!namesAccount(user, typed)) throw badRequest('The login id typed is not this account');
  revokeUser(store, user.userId);
  store.audit({
    action: 'UserDeleted',
    method: 'flow',
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds.slice(0, 1),
    tenants: user.userTenants.map((t) => t.tenantId),
  });
  store.data.users = store.data.users.filter((each) => each !== user);
}
