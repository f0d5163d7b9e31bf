import { afterEach, describe, expect, it, vi } from 'vitest';

// What the user forms do with their values (form-input.ts) is a module of its own, loaded
// when a form opens; this test loads the store afresh, in mock mode, with a module that
// cannot load until the test says so (one scenario per file: a module a test loaded stays
// loaded for the next, whatever it mocks).

let broken = true;

async function mockStore() {
  broken = true;
  vi.resetModules();
  vi.doMock('./form-input', async (original) => {
    if (broken) throw new Error('Failed to fetch dynamically imported module');
    return original();
  });
  const [{ createUserStore }, { createNotices }, { userKey }] = await Promise.all([
    import('./store'),
    import('../notices'),
    import('./format'),
  ]);
  const notices = createNotices();
  const store = createUserStore({ mock: true, notices });
  await store.load();
  return { store, userKey, texts: () => notices.$notices.get().map((n) => n.text) };
}

describe('the user forms, their code loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./form-input');
    vi.resetModules();
  });

  it('does not open the edit form when its code cannot load, says so, and opens it next time', async () => {
    const { store, userKey, texts } = await mockStore();
    store.select([userKey(store.$users.get()[0]!)]);
    await store.open('edit');
    expect(store.$modal.get()).toBeNull();
    expect(texts()).toEqual(['The form could not be opened; try again']);
    broken = false;
    await store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    expect(store.editForm.$values.get().loginId).toBe(store.$users.get()[0]?.loginIds[0]);
  });
});
