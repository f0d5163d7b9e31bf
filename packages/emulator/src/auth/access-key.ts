import { unauthorized } from '../http/errors';
import { keyExpired } from '../state/access-key-expiry';
import type { Store } from '../state/store';
import type { AccessKeyRecord } from '../state/types';
import { checkSecretOrDecoy } from './decoy';

/**
 * The bearer's rest is `<keyId>:<secret>`; a server SDK configured with an auth management
 * key appends `:<managementKey>`, so the secret is the second part only (secrets made by the
 * emulator never contain ':').
 */
export function parseAccessKey(rest: string): { keyId: string; secret: string } {
  const [keyId = '', secret = ''] = rest.split(':');
  return { keyId, secret };
}

export { keyExpired };

/** The key this cleartext opens, if it is known, matches, is active and has not expired. */
export async function usableAccessKey(store: Store, cleartext: string): Promise<AccessKeyRecord> {
  const { keyId, secret } = parseAccessKey(cleartext);
  const key = store.data.accessKeys.find((k) => k.id === keyId);
  const matches = await checkSecretOrDecoy(secret, key?.secretHash);
  // A key deleted while its secret was compared is gone too.
  if (!key || !secret || !matches || !store.data.accessKeys.includes(key)) {
    throw unauthorized('Invalid access key');
  }
  if (key.status !== 'active') throw unauthorized('Access key is not active');
  if (keyExpired(store, key)) throw unauthorized('Access key expired');
  return key;
}
