import * as OTPAuth from 'otpauth';
import { findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { invalidCredentials } from './accounts';
import { admit } from './admission';
import { loginFailed, userModified } from './audit-events';
import { countedTry } from './lockout';
import { codeInvalid } from './one-time';
import { qrDataUrl } from './qr';

// Authenticator apps (TOTP), for the TOTP routes and the flows' TOTP steps alike.

const ISSUER = 'Gatehouse';
const METHOD = 'totp';

const totpOf = (label: string, base32: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** A new secret and what an authenticator app scans for it; nobody's until `setTotpSecret`. */
export async function newTotpSecret(loginId: string) {
  const secret = new OTPAuth.Secret();
  const provisioningURL = totpOf(loginId, secret.base32).toString();
  return { provisioningURL, image: await qrDataUrl(provisioningURL), key: secret.base32 };
}

/** Make `secret` the user's authenticator. */
export function setTotpSecret(store: Store, user: UserRecord, secret: string, loginId: string) {
  user.totpSecret = secret;
  userModified(store, user, METHOD, { loginId, data: { change: 'totp' } });
}

/** Give `user` a new authenticator at once (REST sign-up and update); what an app scans. */
export async function enrol(store: Store, user: UserRecord, loginId: string) {
  const view = await newTotpSecret(loginId);
  setTotpSecret(store, user, view.key, loginId);
  return view;
}

/** The code is right for `secret` on the emulator's clock, one 30 s step either side. */
const matches = (store: Store, secret: string, code: string): boolean =>
  !!secret &&
  totpOf(ISSUER, secret).validate({ token: code, timestamp: store.now(), window: 1 }) !== null;

/**
 * Check a code of `user`'s authenticator (or of `secret`, the one being enrolled). The user
 * is admitted first. Wrong codes count per user, whatever the secret: the lockout's
 * MAX_ATTEMPTS-th in a row locks (429 with Retry-After) for a while; a right one clears the
 * count. A wrong code is audited.
 */
export async function verifyTotp(
  store: Store,
  user: UserRecord,
  code: string,
  attempt: { loginId: string; secret?: string },
): Promise<void> {
  admit(store, user, { method: METHOD, loginId: attempt.loginId });
  const right = await countedTry(
    store,
    `totp:${user.userId}`,
    async () => matches(store, attempt.secret ?? user.totpSecret, code),
    () => loginFailed(store, attempt.loginId, METHOD, 'Wrong code', user),
  );
  if (!right) throw codeInvalid('Wrong code');
}

/** A sign-in with an authenticator code: the user of `loginId`, if it has one and the code fits. */
export async function signInWithTotp(
  store: Store,
  loginId: string,
  code: string,
): Promise<UserRecord> {
  const user = findUserByLoginId(store.data, loginId);
  if (!user?.totpSecret) {
    loginFailed(store, loginId, METHOD, 'No authenticator enrolled', user);
    throw invalidCredentials();
  }
  await verifyTotp(store, user, code, { loginId });
  return user;
}
