import { describe, expect, it } from 'vitest';
import { dataFromSeed } from '../seed/data';
import { demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { createStore, type Store } from '../state/store';
import { issueKeySession, verifyToken } from './jwt';

async function demoStore(): Promise<Store> {
  return createStore(await dataFromSeed(loadSeed(demoSeed())));
}

/** A session for demo key 1 (active, never expires). */
async function keySession(store: Store) {
  const key = store.data.accessKeys.find((k) => k.id === 'K2demokey1');
  if (!key) throw new Error('demo key 1 missing');
  return { key, ...(await issueKeySession(store, key)) };
}

describe('access key sessions', () => {
  it('verify while the key is active', async () => {
    const store = await demoStore();
    const { sessionJwt } = await keySession(store);
    expect(await verifyToken(store, sessionJwt, 'DS')).toMatchObject({ ok: true });
  });

  it('are refused once the key is deactivated or deleted', async () => {
    const store = await demoStore();
    const { key, sessionJwt } = await keySession(store);
    key.status = 'inactive';
    expect(await verifyToken(store, sessionJwt, 'DS')).toEqual({ ok: false, reason: 'revoked' });
    key.status = 'active';
    store.data.accessKeys = store.data.accessKeys.filter((k) => k !== key);
    expect(await verifyToken(store, sessionJwt, 'DS')).toEqual({ ok: false, reason: 'revoked' });
  });

  it('are refused once the key expires', async () => {
    const store = await demoStore();
    const { key, sessionJwt } = await keySession(store);
    key.expireTime = Math.floor(store.now() / 1000) - 1;
    expect(await verifyToken(store, sessionJwt, 'DS')).toMatchObject({ ok: false });
  });
});
