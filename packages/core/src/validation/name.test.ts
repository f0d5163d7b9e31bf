import { describe, expect, it } from 'vitest';
import { USER_LAYOUTS } from '../layout/defaults/users';
import { capture } from '../test/msw';
import { openForm, testMgmt } from '../test/widgets';
import { createNotices } from '../widgets/notices';
import { createUserStore } from '../widgets/users/store';
import { NAME_MAX_LENGTH, nameFits } from './name';

// One maximum for a name wherever it is typed: the user form here, the profile's name screen
// and the emulator's refusal there (packages/emulator, flows and mgmt tests).

const NAME_FIELDS = ['displayName', 'givenName', 'familyName'];

describe('the name rule', () => {
  it('allows NAME_MAX_LENGTH (256) characters and no more', () => {
    expect(NAME_MAX_LENGTH).toBe(256);
    expect(nameFits('N'.repeat(NAME_MAX_LENGTH))).toBe(true);
    expect(nameFits('N'.repeat(NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it("is every name field's maximum in the user forms", () => {
    for (const page of ['create-user-modal', 'edit-user-modal'] as const) {
      const names = USER_LAYOUTS[page].fields.filter((field) => NAME_FIELDS.includes(field.name));
      expect(names.map((field) => [field.name, field.maxLength])).toEqual(
        NAME_FIELDS.map((name) => [name, NAME_MAX_LENGTH]),
      );
    }
  });

  it('the user form refuses a longer name on its field and keeps what was typed', async () => {
    const store = createUserStore({ mgmt: testMgmt(), notices: createNotices() });
    capture('post', '/v1/mgmt/user/search', { users: [], total: 0 });
    capture('get', '/v1/mgmt/role/all', { roles: [] });
    capture('get', '/v1/mgmt/user/customattributes', { data: [] });
    await store.load();
    const created = capture('post', '/v1/mgmt/user/create', { user: {} });
    await store.open('create');
    openForm(store).set('loginId', 'long.name@acme.test');
    const long = 'N'.repeat(NAME_MAX_LENGTH + 1);
    for (const field of NAME_FIELDS) openForm(store).set(field, long);
    expect(await store.submit()).toBe(false);
    expect(openForm(store).$errors.get()).toEqual(
      Object.fromEntries(
        NAME_FIELDS.map((field) => [field, 'Please enter at most 256 characters']),
      ),
    );
    expect(openForm(store).$values.get().displayName).toBe(long);
    expect(created).toEqual([]);
  });
});
