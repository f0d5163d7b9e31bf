import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError, Codes } from '../http/errors';
import { checkSecret, findUserByLoginId, hashSecret, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { assertNewLoginId, createUser, invalidCredentials, type NewUserDetails } from './accounts';
import { admit } from './admission';
import { loginFailed, userModified } from './audit-events';
import { checkSecretOrDecoy } from './decoy';
import { signInIntent } from './intent';
import { assertNotLocked, clearFailures, recordFailure } from './lockout';
import { loginIdKey } from './login-id';
import { sendMagicLink } from './magic-link';
import { enforcePolicy } from './password-policy';

// Passwords, for the password routes and the flows' password steps alike: bcrypt-hashed,
// held to the project policy on every new password, locked after too many wrong ones.

const METHOD = 'password';

/**
 * The user whose password this is; the same 401 for an unknown user and a wrong password.
 * Wrong passwords count per login id, known or not (so the lock tells nothing about who
 * exists): the lockout's MAX_ATTEMPTS-th in a row locks the login id (429 with Retry-After,
 * the right password included) for a while; a right one clears the count. A disabled user is
 * refused before the password is compared (`admit`). Every password check (sign-in, replace,
 * the flows' password step) comes through here.
 */
export function checkPassword(store: Store, loginId: string, password: string): UserRecord {
  const lockKey = `password:${loginIdKey(loginId)}`;
  assertNotLocked(store, lockKey);
  const user = findUserByLoginId(store.data, loginId);
  if (user) admit(store, user, { method: METHOD, loginId });
  const matches = checkSecretOrDecoy(password, user?.passwordHash);
  if (!user || !matches) {
    loginFailed(store, loginId, METHOD, 'Wrong login id or password', user);
    recordFailure(store, lockKey);
    throw invalidCredentials();
  }
  clearFailures(store, lockKey);
  return user;
}

/** The provider's answer to a right password that an admin set as temporary (E062909). */
export const passwordExpired = () =>
  new ApiError(
    400,
    Codes.passwordExpired,
    'Password expired',
    'The password was set by an administrator and must be replaced before signing in',
  );

/**
 * The user of a right password that signs them in: an expired (temporary) one proves who
 * they are, but only replacing it (`replacePassword`) signs them in.
 */
export function signInWithPassword(store: Store, loginId: string, password: string): UserRecord {
  const user = checkPassword(store, loginId, password);
  if (user.passwordExpired) throw passwordExpired();
  return user;
}

/**
 * Store a password that meets the policy, without auditing: an admin's (temporary, so it
 * expires, or active) and a user's own alike.
 */
export function storePassword(user: UserRecord, password: string, { expired = false } = {}) {
  enforcePolicy(password);
  user.passwordHash = hashSecret(password);
  if (expired) user.passwordExpired = true;
  else delete user.passwordExpired;
}

/** A new user who signs up with a password (checked before the user is made). */
export function signUpWithPassword(
  store: Store,
  loginId: string,
  password: string,
  details: NewUserDetails | undefined,
): UserRecord {
  // Check before creating, so a refused password leaves no half-made user behind.
  enforcePolicy(password);
  assertNewLoginId(store, loginId);
  const user = createUser(store, loginId, details, METHOD);
  user.passwordHash = hashSecret(password);
  return user;
}

/** Set a new password that meets the policy (and is current). */
export function setPassword(store: Store, user: UserRecord, password: string): void {
  storePassword(user, password);
  userModified(store, user, METHOD, { data: { change: 'password' } });
}

/**
 * Replace an expired (temporary) password with the user's own: it must differ from the one
 * the administrator gave, which others may have seen.
 */
export function replaceExpiredPassword(store: Store, user: UserRecord, newPassword: string) {
  if (checkSecret(newPassword, user.passwordHash)) {
    throw new ApiError(
      400,
      Codes.passwordPolicy,
      'Password does not meet the policy',
      'Choose a password other than the one you were given',
    );
  }
  setPassword(store, user, newPassword);
}

/**
 * A signed-in user's own change of password (the profile's change-password flow): the
 * current one is checked as a sign-in checks it (`checkPassword`: wrong ones count towards
 * the login id's lock, audited), and the new one must be another, and meet the policy. The
 * REST `password/update` route, which a reset link's session calls, asks for no current one.
 */
export function changePassword(
  store: Store,
  loginId: string,
  currentPassword: string,
  newPassword: string,
): UserRecord {
  const user = checkPassword(store, loginId, currentPassword);
  if (checkSecret(newPassword, user.passwordHash)) {
    throw new ApiError(
      400,
      Codes.passwordPolicy,
      'Password does not meet the policy',
      'Choose a new password: this one is your current password.',
    );
  }
  setPassword(store, user, newPassword);
  return user;
}

/** Replace a password, proven by the old one: the way out of an expired password. */
export function replacePassword(
  store: Store,
  loginId: string,
  oldPassword: string,
  newPassword: string,
): UserRecord {
  const user = checkPassword(store, loginId, oldPassword);
  if (user.passwordExpired) replaceExpiredPassword(store, user, newPassword);
  else setPassword(store, user, newPassword);
  return user;
}

/**
 * Send a password reset: a magic link that signs the user in, so that session may then set a
 * new password (where the policy applies). Answers the masked address.
 */
export function sendPasswordReset(c: Context<AppEnv>, loginId: string, uri: string | undefined) {
  const intent = signInIntent(c.get('store'), {
    purpose: 'signin',
    channel: 'email',
    loginId,
    method: METHOD,
  });
  return sendMagicLink(c, intent, { uri, messageKind: 'password-reset' });
}
