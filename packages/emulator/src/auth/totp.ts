import * as OTPAuth from 'otpauth';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { qrDataUrl } from './qr';

const ISSUER = 'Gatehouse';

const totpOf = (label: string, base32: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** Give `user` a new authenticator secret; answers what an authenticator app scans. */
export async function enrol(store: Store, user: UserRecord, loginId: string) {
  const secret = new OTPAuth.Secret();
  user.totpSecret = secret.base32;
  store.audit({
    action: 'UserModified',
    method: 'totp',
    userId: user.userId,
    actorId: loginId,
    externalIds: [loginId],
    data: { change: 'totp' },
  });
  const provisioningURL = totpOf(loginId, secret.base32).toString();
  return { provisioningURL, image: await qrDataUrl(provisioningURL), key: secret.base32 };
}

/** The code is right on the emulator's clock, one 30 s step either side. */
export const totpMatches = (store: Store, user: UserRecord, code: string): boolean =>
  !!user.totpSecret &&
  totpOf(user.loginIds[0] ?? user.userId, user.totpSecret).validate({
    token: code,
    timestamp: store.now(),
    window: 1,
  }) !== null;
