import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../schemas';
import { capture } from '../../test/msw';
import { openForm, TENANT, testClient, testMgmt } from '../../test/widgets';
import { createNotices } from '../notices';
import { DEBOUNCE_MS } from '../search';
import { EXPIRATION_MESSAGES } from './format';
import { createAccessKeyStore } from './store';

// The create form's rules (issue 24): expiration defaults to 0 (never) and is checked as it is
// typed; the bound user is chosen among the tenant's users by name or email, and its id sent.

const NOW = Date.UTC(2024, 0, 1);
const person = (n: number, name: string, email: string): User => ({
  userId: `U${n}`,
  loginIds: [email],
  name,
  email,
  status: 'enabled',
});
const ADA = person(1, 'Ada Lovelace', 'ada@acme.test');
const GRACE = person(2, 'Grace Hopper', 'grace@acme.test');
const NAMELESS = person(3, '', 'nobody@acme.test');

async function opened() {
  const client = testClient();
  const store = createAccessKeyStore({
    mgmt: testMgmt(client),
    now: () => NOW,
    notices: createNotices(),
  });
  capture('post', '/v1/mgmt/accesskey/search', { keys: [] });
  capture('get', '/v1/mgmt/role/all', { roles: [] });
  await store.load();
  const users = capture('post', '/v1/mgmt/user/search', { users: [ADA, GRACE, NAMELESS] });
  await store.open('create');
  return { store, users };
}

describe('the access-key create form', () => {
  afterEach(() => vi.useRealTimers());

  it("starts with expiration '0' (never), which submits as expireTime 0", async () => {
    const { store } = await opened();
    expect(openForm(store).form.$values.get().expiration).toBe('0');
    const created = capture('post', '/v1/mgmt/accesskey/create', {
      cleartext: 'K1:s',
      key: { id: 'K1', name: 'CI' },
    });
    openForm(store).form.set('name', 'CI');
    expect(await store.submitCreate()).toBe(true);
    expect(created[0]?.body).toMatchObject({ name: 'CI', expireTime: 0 });
  });

  it('checks the expiration as it is typed, with the one message of the rule', async () => {
    const { store } = await opened();
    // The checks load with the form: wait for them as a person would take to type.
    await vi.waitFor(() => {
      openForm(store).form.set('expiration', 'abc');
      expect(openForm(store).form.$errors.get()).toEqual({
        expiration: EXPIRATION_MESSAGES.notDays,
      });
    });
    openForm(store).form.set('expiration', '7');
    expect(openForm(store).form.$errors.get()).toEqual({});
    for (const typed of ['3.5', '-1', '0abc', '10000']) {
      openForm(store).form.set('expiration', typed);
      expect([typed, openForm(store).form.$errors.get()]).toEqual([
        typed,
        { expiration: EXPIRATION_MESSAGES.notDays },
      ]);
    }
    // An emptied field is not wrong while typing; a submit says it is required.
    openForm(store).form.set('expiration', '');
    expect(openForm(store).form.$errors.get()).toEqual({});
    openForm(store).form.set('name', 'CI');
    expect(await store.submitCreate()).toBe(false);
    expect(openForm(store).form.$errors.get()).toEqual({
      expiration: 'Expires in (days) is required',
    });
  });

  it("loads the tenant's users when the form opens, and finds them by name or email", async () => {
    const { store, users } = await opened();
    await vi.waitFor(() => expect(openForm(store).boundUser.$options.get()).toHaveLength(3));
    expect(users[0]?.query).toEqual({ tenant: TENANT });
    expect(users[0]?.body).toMatchObject({ text: '', limit: 20 });
    expect(openForm(store).boundUser.$options.get()).toEqual([
      { value: 'U1', label: 'Ada Lovelace', detail: 'ada@acme.test' },
      { value: 'U2', label: 'Grace Hopper', detail: 'grace@acme.test' },
      { value: 'U3', label: 'nobody@acme.test', detail: '' },
    ]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const found = capture('post', '/v1/mgmt/user/search', { users: [GRACE] });
    openForm(store).boundUser.find('gr');
    openForm(store).boundUser.find('grace@');
    expect(openForm(store).boundUser.$query.get()).toBe('grace@');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(openForm(store).boundUser.$options.get()).toHaveLength(1));
    // One search, for what was typed last.
    expect(found.map((call) => (call.body as { text: string }).text)).toEqual(['grace@']);

    openForm(store).boundUser.choose('U2');
    expect(openForm(store).form.$values.get().userId).toBe('U2');
    expect(openForm(store).boundUser.$chosen.get()).toEqual({
      value: 'U2',
      label: 'Grace Hopper',
      detail: 'grace@acme.test',
    });
    const created = capture('post', '/v1/mgmt/accesskey/create', {
      cleartext: 'K1:s',
      key: { id: 'K1', name: 'CI' },
    });
    openForm(store).form.set('name', 'CI');
    expect(await store.submitCreate()).toBe(true);
    expect(created[0]?.body).toMatchObject({ name: 'CI', userId: 'U2' });
  });

  it('clears the chosen user, and starts over when the form opens again', async () => {
    const { store } = await opened();
    await vi.waitFor(() => expect(openForm(store).boundUser.$options.get()).toHaveLength(3));
    openForm(store).boundUser.choose('U1');
    openForm(store).boundUser.clear();
    expect(openForm(store).form.$values.get().userId).toBe('');
    expect(openForm(store).boundUser.$chosen.get()).toBeUndefined();
    openForm(store).boundUser.choose('U1');
    store.close();
    capture('post', '/v1/mgmt/user/search', { users: [ADA] });
    await store.open('create');
    expect(openForm(store).boundUser.$chosen.get()).toBeUndefined();
    expect(openForm(store).boundUser.$query.get()).toBe('');
  });
});
