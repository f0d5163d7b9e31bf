import { findUserByLoginId, hashSecret, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { invalidCredentials } from './accounts';
import { checkSecretOrDecoy } from './decoy';
import { enforcePolicy } from './password-policy';
import { loginFailed } from './sign-in';

/** The user whose password this is; the same 401 for an unknown user and a wrong password. */
export function checkPassword(store: Store, loginId: string, password: string): UserRecord {
  const user = findUserByLoginId(store.data, loginId);
  const matches = checkSecretOrDecoy(password, user?.passwordHash);
  if (!user || !matches) {
    loginFailed(store, loginId, 'password', 'Wrong login id or password', user);
    throw invalidCredentials();
  }
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
