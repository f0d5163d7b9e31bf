import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_TEXTS } from '../unavailable';

// What the user widget does once asked (actions.ts) is a module of its own, loaded when a row
// is selected or a modal opens; these tests load the store afresh, in mock mode.

async function mockStore(module: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./actions', module);
  const [{ createUserStore }, { createNotices }, { userKey }] = await Promise.all([
    import('./store'),
    import('../notices'),
    import('./format'),
  ]);
  const notices = createNotices();
  const store = createUserStore({ mock: true, notices });
  await store.load();
  const keyOf = (index: number) => userKey(store.$users.get()[index]!);
  return { store, keyOf, texts: () => notices.$notices.get().map((n) => n.text) };
}

describe('the user actions, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./actions');
    vi.resetModules();
  });

  it('are asked for once a row is selected, before any confirmation opens', async () => {
    const loaded = vi.fn();
    const { store, keyOf } = await mockStore(async () => {
      loaded();
      return vi.importActual('./actions');
    });
    expect(loaded).not.toHaveBeenCalled();
    store.select([keyOf(0)]);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    await store.open('disable');
    await store.confirm();
    expect(store.$users.get()[0]?.status).toBe('disabled');
  });

  it('do nothing and say so when they cannot load; the same button tries again', async () => {
    let broken = true;
    const { store, keyOf, texts } = await mockStore(async () => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return vi.importActual('./actions');
    });
    store.select([keyOf(0)]);
    await store.open('disable');
    await store.confirm();
    expect(store.$modal.get()).toBeNull();
    expect(store.$users.get()[0]?.status).toBe('active');
    expect(texts()).toEqual([UNAVAILABLE_TEXTS.action]);
    broken = false;
    await store.open('disable');
    await store.confirm();
    expect(store.$users.get()[0]?.status).toBe('disabled');
  });
});
