import { findUserByLoginId, hashSecret, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { invalidCredentials } from './accounts';
import { checkSecretOrDecoy } from './decoy';
import { assertNotLocked, clearFailures, recordFailure } from './lockout';
import { loginIdKey } from './login-id';
import { enforcePolicy } from './password-policy';
import { loginFailed } from './sign-in';

/**
 * The user whose password this is; the same 401 for an unknown user and a wrong password.
 * Wrong passwords count per login id, known or not (so the lock tells nothing about who
 * exists): the lockout's MAX_ATTEMPTS-th in a row locks the login id (429 with Retry-After,
 * the right password included) for a while; a right one clears the count. Every password
 * check (sign-in, replace, the flows' password step) comes through here.
 */
export function checkPassword(store: Store, loginId: string, password: string): UserRecord {
  const lockKey = `password:${loginIdKey(loginId)}`;
  assertNotLocked(store, lockKey);
  const user = findUserByLoginId(store.data, loginId);
  const matches = checkSecretOrDecoy(password, user?.passwordHash);
  if (!user || !matches) {
    loginFailed(store, loginId, 'password', 'Wrong login id or password', user);
    recordFailure(store, lockKey);
    throw invalidCredentials();
  }
  clearFailures(store, lockKey);
  return user;
}

/** Set a new password that meets the policy. */
export function setPassword(store: Store, user: UserRecord, password: string): void {
  enforcePolicy(password);
  user.passwordHash = hashSecret(password);
  store.audit({
    action: 'UserModified',
    method: 'password',
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds.slice(0, 1),
    data: { change: 'password' },
  });
}
