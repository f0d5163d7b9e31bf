import { afterEach, describe, expect, it } from 'vitest';
import { brokenChunk, forgetUserStoreChunk, userStoreWithChunk } from '../../test/widgets';

// What the user forms do with their values (form-input.ts) is a module of its own, loaded
// when a form opens; this test loads the store afresh, in mock mode, with a module that
// cannot load until the test says so (one scenario per file: a module a test loaded stays
// loaded for the next, whatever it mocks).

describe('the user forms, their code loaded on demand', () => {
  afterEach(() => forgetUserStoreChunk('form-input'));

  it('does not open the edit form when its code cannot load, says so, and opens it next time', async () => {
    const chunk = brokenChunk('form-input');
    const { store, keyOf, texts } = await userStoreWithChunk('form-input', chunk.load);
    store.select([keyOf(0)]);
    await store.open('edit');
    expect(store.$modal.get()).toBeNull();
    // Issue 27: the notice names the part that did not load.
    expect(texts()).toEqual([
      expect.stringMatching(
        /^The form could not be opened; try again: Could not load the user forms \(/,
      ),
    ]);
    chunk.repair();
    await store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    expect(store.editForm.$values.get().loginId).toBe(store.$users.get()[0]?.loginIds[0]);
  });
});
