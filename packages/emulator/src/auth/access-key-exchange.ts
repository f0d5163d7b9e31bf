import type { Store } from '../state/store';
import type { AccessKeyRecord } from '../state/types';
import { issueKeySession } from '../tokens/jwt';
import { parseAccessKey, usableAccessKey } from './access-key';

// Apart from access-key.ts, which token verification imports (a key's session dies with its
// key): the exchange issues tokens, and importing jwt.ts there would close a cycle.

const METHOD = 'accesskey';

/**
 * An access key exchanged for a session JWT: the key this cleartext opens, audited either way
 * (`AccessKeyExchanged`, or `AccessKeyExchangeFailed` naming the key id that was tried).
 */
export async function exchangeAccessKey(store: Store, cleartext: string) {
  let key: AccessKeyRecord;
  try {
    key = await usableAccessKey(store, cleartext);
  } catch (error) {
    store.audit({
      action: 'AccessKeyExchangeFailed',
      type: 'warn',
      actorId: parseAccessKey(cleartext).keyId,
      method: METHOD,
    });
    throw error;
  }
  store.audit({
    action: 'AccessKeyExchanged',
    actorId: key.id,
    method: METHOD,
    externalIds: [key.id],
    tenants: key.keyTenants.map((t) => t.tenantId),
  });
  return issueKeySession(store, key);
}
