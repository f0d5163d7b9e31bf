import { describe, expect, it } from 'vitest';
import { spyFetch } from '../../test/widgets';
import { createNotices } from '../notices';
import { mockAccessKeys } from './mock';
import { createAccessKeyStore } from './store';

const NOW = Date.UTC(2024, 0, 1);
const NOW_S = NOW / 1000;

function mockStore() {
  const fetch = spyFetch();
  const notices = createNotices();
  const store = createAccessKeyStore({ mock: true, now: () => NOW, notices });
  return { fetch, store, texts: () => notices.$notices.get().map((n) => n.text) };
}

describe('access-key store in mock mode', () => {
  it('generates 9 keys expiring in 30 days', () => {
    const keys = mockAccessKeys(NOW);
    expect(keys).toHaveLength(9);
    expect(keys.every((k) => k.expireTime === NOW_S + 30 * 86_400)).toBe(true);
    expect(new Set(keys.map((k) => k.id)).size).toBe(9);
  });

  it('loads keys and roles without any request', async () => {
    const { fetch, store } = mockStore();
    await store.load();
    expect(store.$keys.get()).toHaveLength(9);
    expect(store.$roles.get()).toHaveLength(4);
    expect(store.$keys.get()[0]?.expireTimeFormatted).toBe(
      new Date((NOW_S + 30 * 86_400) * 1000).toLocaleString(),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches by text and sorts like the server', async () => {
    const { fetch, store } = mockStore();
    await store.load();
    store.search('key 1');
    await store.searchNow();
    expect(store.$keys.get().map((k) => k.name)).toEqual(['Access key 1']);
    store.search('');
    await store.sort('createdTime', 'asc');
    expect(store.$keys.get()[0]?.name).toBe('Access key 9');
    await store.sort('name', 'desc');
    expect(store.$keys.get()[0]?.name).toBe('Access key 9');
    expect(store.$keys.get()[8]?.name).toBe('Access key 1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates, activates, deactivates and deletes, and later searches agree', async () => {
    const { fetch, store, texts } = mockStore();
    await store.load();
    const created = await store.create({ name: 'fresh', expiration: '0', roleNames: ['Editor'] });
    expect(created).toMatchObject({ ok: true, cleartext: expect.any(String) });
    const id = created.ok ? created.key.id : '';
    expect(store.$keys.get()[0]).toMatchObject({ id, name: 'fresh', expireTimeFormatted: 'Never' });

    store.select([id, 'mock-key-1']);
    await store.deactivate();
    expect(
      store.$keys
        .get()
        .filter((k) => k.status === 'inactive')
        .map((k) => k.id),
    ).toContain(id);
    await store.activate();
    await store.searchNow();
    expect(store.$keys.get().find((k) => k.id === id)?.status).toBe('active');

    await store.remove();
    expect(store.$selection.get()).toEqual([]);
    await store.searchNow();
    expect(store.$keys.get()).toHaveLength(8);
    expect(store.$keys.get().some((k) => k.id === id)).toBe(false);
    expect(texts()).toEqual([
      'Access key created successfully',
      '2 access keys deactivated successfully',
      '2 access keys activated successfully',
      '2 access keys deleted successfully',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs no mgmt', () => {
    expect(() => createAccessKeyStore({ mock: true })).not.toThrow();
  });
});
