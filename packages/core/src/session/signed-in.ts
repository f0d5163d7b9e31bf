import type { Claims } from '../schemas/session';
import { SIGNED_IN_KEY } from './keys';
import type { TokenStorage } from './storage';

// When the session's user signed in. The provider's tokens do not say (`iat` is the last
// refresh's time, and there is no `auth_time`), and `me/history` names no session, so the
// session keeps the first token's `iat` of a sign-in itself (`{sub} {iat}`), across refreshes
// and reloads, and the profile finds this device's sign-in by it (account/this-device.ts).

/** The sign-in time (epoch seconds) of the user `claims` name, when this storage saw it. */
export function signedInAt(storage: TokenStorage, claims: Claims | undefined): number | undefined {
  const [sub, iat] = storage.getItem(SIGNED_IN_KEY)?.split(' ') ?? [];
  return claims?.sub && sub === claims.sub ? Number(iat) : undefined;
}

/**
 * A sign-in answer's claims: remembered unless this user's sign-in already is (a tenant
 * selected or a step-up flow answers with tokens too, and the device signed in earlier).
 */
export function rememberSignIn(storage: TokenStorage, claims: Claims): void {
  if (!signedInAt(storage, claims) && claims.iat) {
    storage.setItem(SIGNED_IN_KEY, `${claims.sub} ${claims.iat}`);
  }
}
