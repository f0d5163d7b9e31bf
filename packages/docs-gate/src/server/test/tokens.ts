import { DEMO_ADMIN, type RunningEmulator } from '@gatehouse/emulator';
import {
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
  UnsecuredJWT,
} from 'jose';

/**
 * A session and refresh token from the emulator's password sign-in: the demo admin's, or those
 * of the demo account given (`DEMO_READER`, the Globex admin).
 */
export async function signIn(
  emulator: RunningEmulator,
  account: { loginId: string; password: string } = DEMO_ADMIN,
) {
  const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      loginId: account.loginId,
      password: account.password,
      loginOptions: {},
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()) as { sessionJwt: string; refreshJwt: string };
}

/** The token with one character of its payload changed (signature untouched). */
export function tamper(token: string): string {
  const [header, payload = '', signature] = token.split('.');
  const at = Math.floor(payload.length / 2);
  const flipped = payload[at] === 'A' ? 'B' : 'A';
  return [header, `${payload.slice(0, at)}${flipped}${payload.slice(at + 1)}`, signature].join('.');
}

/** The same claims, unsigned (`alg: none`). */
export const unsigned = (token: string) => new UnsecuredJWT(decodeJwt(token)).encode();

/** The same claims and key id, signed by a key of our own. */
export async function signedByAnotherKey(token: string, emulator: RunningEmulator) {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'RS256', kid: emulator.store.data.signingKey.kid, typ: 'JWT' })
    .sign(privateKey);
}

/**
 * Claims signed with the emulator's own key: for the checks that come after the signature
 * (issuer, token kind, required claims), a token only the provider could have made.
 */
export async function signedByEmulator(emulator: RunningEmulator, claims: Record<string, unknown>) {
  const { kid, privateJwk } = emulator.store.data.signingKey;
  const key = await importJWK(privateJwk as JWK, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
}

/** An HS256 token using the public key's modulus as secret: the classic key confusion. */
export async function hmacSigned(token: string, emulator: RunningEmulator) {
  const secret = new TextEncoder().encode(String(emulator.store.data.signingKey.publicJwk.n));
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader({ alg: 'HS256', kid: emulator.store.data.signingKey.kid })
    .sign(secret);
}

/**
 * The emulator rotates its signing key: tokens are signed with a new key (a new key id) from
 * now on, and its key endpoint publishes only that one.
 */
export async function rotateSigningKey(emulator: RunningEmulator): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `Krotated${Date.now()}`;
  const common = { kid, alg: 'RS256', use: 'sig' };
  emulator.store.data.signingKey = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...common },
    publicJwk: { ...(await exportJWK(publicKey)), ...common },
  };
}
