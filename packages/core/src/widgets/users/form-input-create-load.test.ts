import { afterEach, describe, expect, it } from 'vitest';
import { brokenChunk, forgetUserStoreChunk, userStoreWithChunk } from '../../test/widgets';

// What the user forms do with their values (form-input.ts) is a module of its own, loaded
// when a form opens; this test loads the store afresh, in mock mode, with a module that
// cannot load until the test says so (the edit form's case is form-input-load.test.ts).

describe('the user create form, its code loaded on demand', () => {
  afterEach(() => forgetUserStoreChunk('form-input'));

  it('sends nothing from the create form while its code cannot load, and says why', async () => {
    const chunk = brokenChunk('form-input');
    const { store } = await userStoreWithChunk('form-input', chunk.load);
    const before = store.$users.get().length;
    await store.open('create');
    store.createForm.set('loginId', 'new@company.com');
    expect(await store.submit()).toBe(false);
    // Issue 27: the load's own error, naming the part, in the widget's notice; before, the
    // failure showed as a phone-field error.
    expect(store.createForm.$errors.get()).toEqual({});
    expect(store.$notices.get().map((notice) => notice.text)).toEqual([
      expect.stringMatching(
        /^The form could not be opened; try again: Could not load the user forms \(/,
      ),
    ]);
    expect(store.createForm.$values.get()).toMatchObject({ loginId: 'new@company.com' });
    expect(store.$users.get()).toHaveLength(before);
    chunk.repair();
    expect(await store.submit()).toBe(true);
    expect(store.$users.get()[0]?.loginIds).toEqual(['new@company.com']);
  });
});
