import { generateKeyPair, SignJWT } from 'jose';
import { PROJECT_ID } from './msw';

let keys: Promise<CryptoKeyPair> | undefined;
const signingKey = async () => {
  keys ??= generateKeyPair('RS256');
  return (await keys).privateKey;
};

/** A real RS256 JWT with the provider's claims, expiring `ttlSeconds` from `now`. */
export async function makeJwt(
  claims: Record<string, unknown> = {},
  { ttlSeconds = 600, now = Date.now(), drn = 'DS' } = {},
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ drn, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('U2user')
    .setIssuer(`http://gatehouse.test/${PROJECT_ID}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await signingKey());
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The same claims as makeJwt, built synchronously with a dummy signature: for tests that
 * only decode tokens and run on fake timers, where real async signing would race the clock.
 */
export function fakeJwt(
  claims: Record<string, unknown> = {},
  { ttlSeconds = 600, now = Date.now(), drn = 'DS' } = {},
): string {
  const iat = Math.floor(now / 1000);
  const payload = {
    drn,
    sub: 'U2user',
    iss: `http://gatehouse.test/${PROJECT_ID}`,
    iat,
    exp: iat + ttlSeconds,
    ...claims,
  };
  return `${base64url({ alg: 'RS256', kid: 'test-key' })}.${base64url(payload)}.c2ln`;
}
