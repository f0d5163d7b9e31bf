import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError, Codes } from '../http/errors';
import { checkSecret, findUserByLoginId, hashSecret, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { assertNewLoginId, createUser, invalidCredentials, type NewUserDetails } from './accounts';
import { admit } from './admission';
import { loginFailed, userModified } from './audit-events';
import { checkSecretOrDecoy } from './decoy';
import { signInIntent } from './intent';
import { countedTry, limitKey } from './lockout';
import { sendMagicLink } from './magic-link';
import { enforcePolicy } from './password-policy';

// Passwords, for the password routes and the flows' password steps alike: bcrypt-hashed,
// held to the project policy on every new password, locked after too many wrong ones.

const METHOD = 'password';

/**
 * The user whose password this is; the same 401 for an unknown user and a wrong password.
 * Wrong passwords count per user, whichever login id names them, and per login id for an
 * unknown one (so the lock tells nothing about who exists): the lockout's MAX_ATTEMPTS-th in
 * a row locks (429 with Retry-After, the right password included) for a while that grows
 * with each further lock; a right one clears the count. A disabled user is refused before
 * the password is compared (`admit`). Every password check (sign-in, replace, the flows'
 * password step) comes through here.
 */
export async function checkPassword(
  store: Store,
  loginId: string,
  password: string,
): Promise<UserRecord> {
  const user = findUserByLoginId(store.data, loginId);
  const right = await countedTry(
    store,
    limitKey(METHOD, loginId, user),
    async () => {
      if (user) admit(store, user, { method: METHOD, loginId });
      return checkSecretOrDecoy(password, user?.passwordHash);
    },
    () => loginFailed(store, loginId, METHOD, 'Wrong login id or password', user),
  );
  // A user deleted while the password was compared is gone: no sign-in.
  if (!user || !right || !store.data.users.includes(user)) throw invalidCredentials();
  return user;
}

/** Why a new password is refused besides the policy (the refusal's detail, shown by flows). */
export const PASSWORD_REFUSALS = {
  sameAsGiven: 'Choose a password other than the one you were given',
  sameAsCurrent: 'Choose a new password: this one is your current password.',
} as const;

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
export async function signInWithPassword(
  store: Store,
  loginId: string,
  password: string,
): Promise<UserRecord> {
  const user = await checkPassword(store, loginId, password);
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
export async function replaceExpiredPassword(
  store: Store,
  user: UserRecord,
  newPassword: string,
): Promise<void> {
  if (await checkSecret(newPassword, user.passwordHash)) {
    throw new ApiError(
      400,
      Codes.passwordPolicy,
      'Password does not meet the policy',
      PASSWORD_REFUSALS.sameAsGiven,
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
export async function changePassword(
  store: Store,
  loginId: string,
  currentPassword: string,
  newPassword: string,
): Promise<UserRecord> {
  const user = await checkPassword(store, loginId, currentPassword);
  if (await checkSecret(newPassword, user.passwordHash)) {
    throw new ApiError(
      400,
      Codes.passwordPolicy,
      'Password does not meet the policy',
      PASSWORD_REFUSALS.sameAsCurrent,
    );
  }
  setPassword(store, user, newPassword);
  return user;
}

/** Replace a password, proven by the old one: the way out of an expired password. */
export async function replacePassword(
  store: Store,
  loginId: string,
  oldPassword: string,
  newPassword: string,
): Promise<UserRecord> {
  const user = await checkPassword(store, loginId, oldPassword);
  if (user.passwordExpired) await replaceExpiredPassword(store, user, newPassword);
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
