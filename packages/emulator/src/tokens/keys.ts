import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { newId } from '../state/ids';
import type { SigningKey } from '../state/types';

/** An RS256 key pair, made on first start and kept with the state (export/import). */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = newId('K', 16);
  const common = { kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), ...common },
    publicJwk: { ...(await exportJWK(publicKey)), ...common },
  };
}

const cache = new WeakMap<SigningKey, Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }>>();

/** The CryptoKeys for a signing key, imported once per key. */
export function cryptoKeys(key: SigningKey) {
  let keys = cache.get(key);
  if (!keys) {
    keys = Promise.all([
      importJWK(key.privateJwk as JWK, 'RS256'),
      importJWK(key.publicJwk as JWK, 'RS256'),
    ]).then(([privateKey, publicKey]) => ({
      privateKey: privateKey as CryptoKey,
      publicKey: publicKey as CryptoKey,
    }));
    cache.set(key, keys);
  }
  return keys;
}

/**
 * Throw unless `key` signs a token that its public half verifies: a key read from an export
 * is checked once, before the emulator serves anything with it.
 */
export async function checkSigningKey(key: SigningKey): Promise<void> {
  const [privateKey, publicKey] = await Promise.all([
    importJWK(key.privateJwk as JWK, 'RS256'),
    importJWK(key.publicJwk as JWK, 'RS256'),
  ]);
  const probe = await new SignJWT({}).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
  await jwtVerify(probe, publicKey, { algorithms: ['RS256'] });
}
