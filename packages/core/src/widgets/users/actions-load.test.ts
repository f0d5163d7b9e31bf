import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokenChunk, forgetUserStoreChunk, userStoreWithChunk } from '../../test/widgets';

// What the user widget does once asked (actions.ts) is a module of its own, loaded when a row
// is selected or a modal opens; these tests load the store afresh, in mock mode.

describe('the user actions, loaded on demand', () => {
  afterEach(() => forgetUserStoreChunk('actions'));

  it('are asked for once a row is selected, before any confirmation opens', async () => {
    const loaded = vi.fn();
    const { store, keyOf } = await userStoreWithChunk('actions', async () => {
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
    const chunk = brokenChunk('actions');
    const { store, keyOf, texts } = await userStoreWithChunk('actions', chunk.load);
    store.select([keyOf(0)]);
    await store.open('disable');
    await store.confirm();
    expect(store.$modal.get()).toBeNull();
    expect(store.$users.get()[0]?.status).toBe('active');
    // Issue 27: the notice names the part that did not load.
    expect(texts()).toEqual([
      expect.stringMatching(
        /^The action could not be done; try again: Could not load the user actions \(/,
      ),
    ]);
    chunk.repair();
    await store.open('disable');
    await store.confirm();
    expect(store.$users.get()[0]?.status).toBe('disabled');
  });
});
