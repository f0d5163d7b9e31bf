import { unauthorized } from '../http/errors';
import { findUserById, findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { userDisabled } from './accounts';
import { loginFailed } from './audit-events';

/**
 * Who is trying to sign in: the method (the audit's `method`) and the login id they gave,
 * when they gave one (a passkey or an identity provider may name the user by other means).
 */
export interface Attempt {
  method: string;
  loginId?: string;
}

/**
 * The one rule for disabled users, kept by every way in: the REST routes and the flow
 * actions of passwords, one-time codes, magic and enchanted links, notp, TOTP, passkeys,
 * OAuth and SAML all call this, and `signIn` calls it once more before it issues tokens.
 *
 * A disabled user is refused as soon as the request names them, before the proof they bring
 * is checked or spent: before a password or a TOTP code is compared (no lockout count moves),
 * before a passkey assertion is verified (its counter stays), before a code, link or
 * identity-provider code is used up, and before anything is sent to them. Checking first
 * leaks nothing a later check would not (the answer is the same whatever the proof), does
 * no work for an account that cannot sign in, and leaves the proof untouched.
 *
 * The refusal is always the same: 403 `E062109` "User is disabled", a `LoginFailed` audit
 * (reason "User is disabled"), no token.
 */
export function admit(store: Store, user: UserRecord, attempt: Attempt): void {
  if (user.status !== 'disabled') return;
  const loginId = attempt.loginId || user.loginIds[0] || user.userId;
  loginFailed(store, loginId, attempt.method, 'User is disabled', user);
  throw userDisabled(user);
}

/** `admit` the user who signs in with `loginId`, if there is one (a sign-up has none yet). */
export function admitLoginId(store: Store, loginId: string, method: string): void {
  const user = findUserByLoginId(store.data, loginId);
  if (user) admit(store, user, { method, loginId });
}

/**
 * The session side of the rule: the user a session acts for (a session or refresh token, a
 * profile flow started with one), while they may. A disabled or deleted user's sessions are
 * over: 401 "User is not active", nothing audited (no sign-in was attempted).
 */
export function sessionHolder(store: Store, userId: string): UserRecord {
  const user = findUserById(store.data, userId);
  if (!user || user.status === 'disabled') throw unauthorized('User is not active');
  return user;
}
