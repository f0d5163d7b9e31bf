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
