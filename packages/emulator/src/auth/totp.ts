import * as OTPAuth from 'otpauth';
import { findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { admit } from './admission';
import { loginFailed, userModified } from './audit-events';
import { countedTry, limitKey } from './lockout';
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

/** A secret nobody's authenticator has: checked when there is none, for the same work. */
const DECOY_SECRET = new OTPAuth.Secret().base32;

/** The code is right for `secret` on the emulator's clock, one 30 s step either side. */
function matches(store: Store, secret: string | undefined, code: string): boolean {
  const totp = totpOf(ISSUER, secret || DECOY_SECRET);
  return totp.validate({ token: code, timestamp: store.now(), window: 1 }) !== null && !!secret;
}

/**
 * Check a code of `user`'s authenticator (or of `secret`, the one being enrolled); answers
 * the user it signs in. The user is admitted first. Wrong codes count per user, whatever the
 * secret, and per login id for an unknown one: the lockout's MAX_ATTEMPTS-th in a row locks
 * (429 with Retry-After) for a while; a right one clears the count. For a user without an
 * authenticator, or nobody, every code is wrong, counted and locked just the same, so that
 * the answers tell nothing about who has one. A wrong code is audited.
 */
export async function verifyTotp(
  store: Store,
  user: UserRecord | undefined,
  code: string,
  attempt: { loginId: string; secret?: string },
): Promise<UserRecord> {
  if (user) admit(store, user, { method: METHOD, loginId: attempt.loginId });
  const secret = attempt.secret ?? user?.totpSecret;
  const reason = secret ? 'Wrong code' : 'No authenticator enrolled';
  const right = await countedTry(
    store,
    limitKey(METHOD, attempt.loginId, user),
    async () => matches(store, secret, code),
    () => loginFailed(store, attempt.loginId, METHOD, reason, user),
  );
  if (!right || !user) throw codeInvalid('Wrong code');
  return user;
}

/** A sign-in with an authenticator code: the user of `loginId`, if it has one and the code fits. */
export const signInWithTotp = (store: Store, loginId: string, code: string) =>
  verifyTotp(store, findUserByLoginId(store.data, loginId), code, { loginId });
