import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomAttribute, User } from '../../schemas';
import { BASE_URL, capture, server } from '../../test/msw';
import {
  fakeTimers,
  openForm,
  SERVER_MESSAGE,
  serverError,
  spyFetch,
  TENANT,
  testMgmt,
} from '../../test/widgets';
import { createNotices } from '../notices';
import { DEBOUNCE_MS } from '../search';
import { userKey } from './format';
import { createUserStore } from './store';

const user = (n: number, extra: Partial<User> = {}): User => ({
  loginIds: [`u${n}@acme.test`],
  userId: `U${n}`,
  name: `User ${n}`,
  email: `u${n}@acme.test`,
  phone: '+12025550101',
  roleNames: ['Viewer'],
  status: 'enabled',
  editable: true,
  createdTime: 1_700_000_000,
  customAttributes: { department: 'Sales', badge: 7, ghost: 'x' },
  ...extra,
});
const USERS = [
  user(1),
  user(2, { status: 'disabled' }),
  user(3, { status: 'invited', name: '', email: '' }),
  user(4, { editable: false }),
];
const ROLES = [
  { name: 'Viewer', tenantId: TENANT },
  { name: 'Editor', tenantId: TENANT },
];
const ATTRIBUTES: CustomAttribute[] = [
  { name: 'department', displayName: 'Department', type: 1, editable: true },
  { name: 'badge', displayName: 'Badge', type: 2, editable: false },
  { name: 'vip', displayName: 'VIP', type: 3, editable: true },
];
const key = (n: number) => userKey(user(n));

function setup() {
  const notices = createNotices();
  const copied: string[] = [];
  const store = createUserStore({
    mgmt: testMgmt(),
    notices,
    clipboard: () => ({ writeText: async (text) => void copied.push(text) }),
  });
  return { store, copied, texts: () => notices.$notices.get().map((n) => n.text) };
}

async function loaded() {
  const s = setup();
  capture('post', '/v1/mgmt/user/search', { users: USERS, total: 4 });
  capture('get', '/v1/mgmt/role/all', { roles: ROLES });
  capture('get', '/v1/mgmt/user/customattributes', { data: ATTRIBUTES });
  await s.store.load();
  return s;
}

describe('user store', () => {
  afterEach(() => vi.useRealTimers());

  it('loads users, tenant roles and custom attributes together, showing enabled as active', async () => {
    const { store } = setup();
    const searched = capture('post', '/v1/mgmt/user/search', { users: USERS, total: 4 });
    const roles = capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    const attributes = capture('get', '/v1/mgmt/user/customattributes', { data: ATTRIBUTES });
    await store.load();
    expect(searched[0]?.body).toEqual({
      limit: 10000,
      page: 0,
      withTestUser: false,
      text: '',
      sort: [],
    });
    expect(searched[0]?.query).toEqual({ tenant: TENANT });
    expect(roles[0]?.method).toBe('GET');
    expect(attributes[0]?.method).toBe('GET');
    expect(store.$users.get().map((u) => u.status)).toEqual([
      'active',
      'disabled',
      'invited',
      'active',
    ]);
    expect(store.$roles.get()).toEqual(ROLES);
    expect(store.$customAttributes.get()).toEqual(ATTRIBUTES);
  });

  it('adds a column per defined custom attribute, and typed form fields', async () => {
    const { store } = await loaded();
    const fields = store.$columns.get().map((column) => column.field);
    expect(fields).toContain('customAttributes.department');
    expect(fields).toContain('customAttributes.badge');
    expect(fields).toContain('customAttributes.vip');
    expect(fields.filter((field) => field.startsWith('customAttributes.'))).toHaveLength(3);
    // The form's layout is made with the user actions part, when the form opens.
    await store.open('create');
    const view = store.$formView.get();
    const kinds = Object.fromEntries(
      (view?.$layout.get().fields ?? [])
        .filter((f) => f.name.startsWith('customAttributes.'))
        .map((f) => [f.name, f.kind]),
    );
    expect(kinds).toEqual({
      'customAttributes.department': 'text',
      'customAttributes.badge': 'number',
      'customAttributes.vip': 'checkbox',
    });
    expect([...(view?.$locked.get() ?? [])]).toEqual(['customAttributes.badge']);
  });

  it.each([
    ['nothing', [], { edit: false, enable: false, disable: false, delete: false }],
    ['an active user', [1], { edit: true, enable: false, disable: true, delete: true }],
    ['a disabled user', [2], { edit: true, enable: true, disable: false, delete: true }],
    // Issue 24: an invited user can be disabled (revoking the invitation) or activated.
    ['an invited user', [3], { edit: true, enable: true, disable: true, delete: true }],
    ['a user not editable', [4], { edit: false, enable: false, disable: false, delete: false }],
    ['two editable users', [1, 2], { edit: false, enable: false, disable: false, delete: true }],
    ['editable and not', [1, 4], { edit: false, enable: false, disable: false, delete: false }],
  ])('enables the buttons of spec §4 with %s selected', async (_, users, expected) => {
    const { store } = await loaded();
    store.select(users.map(key));
    const buttons = store.$buttons.get();
    expect(buttons).toMatchObject({ create: true, ...expected });
    expect(buttons.resetPassword).toBe(expected.edit);
    expect(buttons.removePasskey).toBe(expected.edit);
  });

  it('keys the selection by login ids, and ignores users not listed', async () => {
    const { store } = await loaded();
    store.select([key(1), 'nobody@acme.test']);
    expect(store.$selection.get()).toEqual([key(1)]);
  });

  it("names one user by name, else email, else first login id, and several as 'N users'", async () => {
    const { store } = await loaded();
    store.select([key(1)]);
    expect(store.confirmText('delete')).toBe('Delete User 1?');
    expect(store.confirmText('disable')).toBe('Disable User 1?');
    expect(store.confirmText('removePasskey')).toBe('Remove passkey for User 1?');
    expect(store.confirmText('resetPassword')).toBe(
      'This will generate a new temporary password for User 1.',
    );
    store.select([key(3)]);
    expect(store.confirmText('enable')).toBe('Activate u3@acme.test?');
    store.select([key(1), key(2), key(3)]);
    expect(store.confirmText('delete')).toBe('Delete 3 users?');
  });

  it('creates an invited user, verified, in the tenant, at the top', async () => {
    const { store, texts } = await loaded();
    const created = user(9, { status: 'invited' });
    const seen = capture('post', '/v1/mgmt/user/create', { user: created });
    await store.open('create');
    openForm(store).set('loginId', 'new@acme.test');
    openForm(store).set('email', 'new@acme.test');
    openForm(store).set('phone', '+1-202-555-0199');
    openForm(store).set('displayName', 'New');
    openForm(store).set('roleNames', ['Editor']);
    openForm(store).set('customAttributes.department', 'Support');
    openForm(store).set('customAttributes.vip', true);
    expect(await store.submit()).toBe(true);
    expect(seen[0]?.body).toEqual({
      loginId: 'new@acme.test',
      email: 'new@acme.test',
      phone: '+12025550199',
      displayName: 'New',
      givenName: '',
      familyName: '',
      roleNames: ['Editor'],
      customAttributes: { department: 'Support', vip: true },
      invite: true,
      verifiedEmail: true,
      verifiedPhone: true,
      userTenants: [{ tenantId: TENANT }],
    });
    expect(store.$users.get()[0]?.userId).toBe('U9');
    expect(store.$modal.get()).toBeNull();
    expect(texts()).toEqual(['User created successfully']);
  });

  it('refuses a phone the library does not accept, and keeps the form', async () => {
    const { store } = await loaded();
    await store.open('create');
    openForm(store).set('loginId', 'x@acme.test');
    openForm(store).set('phone', '5550199');
    expect(await store.submit()).toBe(false);
    expect(openForm(store).$errors.get()).toEqual({
      phone: 'Enter the number with its country code, e.g. +1-2025550101',
    });
    openForm(store).set('phone', `+1${'2'.repeat(251)}`);
    expect(await store.submit()).toBe(false);
    expect(openForm(store).$errors.get().phone).toBeDefined();
    expect(openForm(store).$values.get().loginId).toBe('x@acme.test');
  });

  it('keeps the create form with the server message when the server refuses', async () => {
    const { store, texts } = await loaded();
    capture('post', '/v1/mgmt/user/create', serverError, { status: 409 });
    await store.open('create');
    openForm(store).set('loginId', 'u1@acme.test');
    expect(await store.submit()).toBe(false);
    expect(store.$modal.get()).toBe('create');
    expect(openForm(store).$values.get().loginId).toBe('u1@acme.test');
    expect(texts()).toEqual([`Failed to create user: ${SERVER_MESSAGE}`]);
  });

  it('puts a login id another user has on its field, and focuses it, beside the notice', async () => {
    const { store, texts } = await loaded();
    capture(
      'post',
      '/v1/mgmt/user/create',
      { errorCode: 'E011005', errorDescription: 'Already exists', errorMessage: 'taken' },
      { status: 409 },
    );
    await store.open('create');
    openForm(store).set('loginId', 'u1@acme.test');
    openForm(store).set('displayName', 'Another');
    expect(await store.submit()).toBe(false);
    expect(openForm(store).$errors.get()).toEqual({
      loginId: 'Another user already signs in with this login id',
    });
    expect(openForm(store).$focus.get()?.name).toBe('loginId');
    expect(openForm(store).$values.get()).toMatchObject({
      loginId: 'u1@acme.test',
      displayName: 'Another',
    });
    expect(texts()).toEqual(['Failed to create user: Already exists: taken']);
    // Another failure is about no field: the form says nothing more.
    capture('post', '/v1/mgmt/user/create', serverError, { status: 503 });
    openForm(store).set('loginId', 'u9@acme.test');
    expect(await store.submit()).toBe(false);
    expect(openForm(store).$errors.get()).toEqual({});
  });

  it('edits with the login ids locked, the phone as +CC-rest, and sends the first login id', async () => {
    const { store, texts } = await loaded();
    const reloaded = capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    store.select([key(1)]);
    await store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    await vi.waitFor(() => expect(reloaded).toHaveLength(1));
    expect(openForm(store).$values.get()).toMatchObject({
      loginId: 'u1@acme.test',
      phone: '+1-2025550101',
      displayName: 'User 1',
      roleNames: ['Viewer'],
      'customAttributes.department': 'Sales',
      'customAttributes.badge': '7',
      'customAttributes.vip': false,
    });
    // An attribute the server does not define has no field.
    expect(openForm(store).$values.get()).not.toHaveProperty('customAttributes.ghost');
    const updated = user(1, { name: 'Ada' });
    const seen = capture('post', '/v1/mgmt/user/update', { user: updated });
    openForm(store).set('displayName', 'Ada');
    expect(await store.submit()).toBe(true);
    expect(seen[0]?.body).toMatchObject({
      loginId: 'u1@acme.test',
      displayName: 'Ada',
      phone: '+12025550101',
      // The non-editable attribute is not sent.
      customAttributes: { department: 'Sales', vip: false },
    });
    expect(store.$users.get()[0]?.name).toBe('Ada');
    expect(texts()).toEqual(['User updated successfully']);
  });

  it('enables and disables one user, the status taken from the answer', async () => {
    const { store, texts } = await loaded();
    const disabled = capture('post', '/v1/mgmt/user/update/status', {
      user: { ...user(1), status: 'disabled' },
    });
    store.select([key(1)]);
    await store.open('disable');
    await store.confirm();
    expect(disabled[0]?.body).toEqual({ loginId: 'u1@acme.test', status: 'disabled' });
    expect(store.$users.get()[0]?.status).toBe('disabled');
    capture('post', '/v1/mgmt/user/update/status', { user: { ...user(1), status: 'enabled' } });
    await store.open('enable');
    await store.confirm();
    expect(store.$users.get()[0]?.status).toBe('active');
    expect(texts()).toEqual(['User disabled successfully', 'User enabled successfully']);
    capture('post', '/v1/mgmt/user/update/status', serverError, { status: 400 });
    await store.open('disable');
    await store.confirm();
    expect(texts().at(-1)).toBe(`Failed to disable user: ${SERVER_MESSAGE}`);
  });

  it('disables an invited user (revoking the invitation), then activates them', async () => {
    const { store, texts } = await loaded();
    store.select([key(3)]);
    const disabled = capture('post', '/v1/mgmt/user/update/status', {
      user: { ...user(3), status: 'disabled' },
    });
    await store.open('disable');
    expect(store.$modal.get()).toBe('disable');
    await store.confirm();
    expect(disabled[0]?.body).toEqual({ loginId: 'u3@acme.test', status: 'disabled' });
    expect(store.$users.get().find((u) => u.loginIds[0] === 'u3@acme.test')?.status).toBe(
      'disabled',
    );
    expect(store.$buttons.get()).toMatchObject({ enable: true, disable: false });
    capture('post', '/v1/mgmt/user/update/status', { user: { ...user(3), status: 'enabled' } });
    await store.open('enable');
    await store.confirm();
    expect(store.$users.get().find((u) => u.loginIds[0] === 'u3@acme.test')?.status).toBe('active');
    expect(texts()).toEqual(['User disabled successfully', 'User enabled successfully']);
  });

  it('deletes by user id, clears the selection, and counts several', async () => {
    const { store, texts } = await loaded();
    const deleted = capture('post', '/v1/mgmt/user/delete/batch', {});
    store.select([key(1)]);
    await store.open('delete');
    await store.confirm();
    expect(deleted[0]?.body).toEqual({ userIds: ['U1'] });
    expect(store.$selection.get()).toEqual([]);
    store.select([key(2), key(3)]);
    await store.open('delete');
    await store.confirm();
    expect(deleted[1]?.body).toEqual({ userIds: ['U2', 'U3'] });
    expect(store.$users.get().map((u) => u.userId)).toEqual(['U4']);
    expect(texts()).toEqual(['User deleted successfully', '2 Users deleted successfully']);
  });

  it.each([
    [1, 'Failed to delete user'],
    [2, 'Failed to delete users'],
  ])('says a failed delete of %i plainly', async (count, text) => {
    const { store, texts } = await loaded();
    capture('post', '/v1/mgmt/user/delete/batch', serverError, { status: 500 });
    store.select([key(1), key(2)].slice(0, count));
    await store.open('delete');
    await store.confirm();
    expect(texts()).toEqual([text]);
    expect(store.$users.get()).toHaveLength(4);
  });

  it('resets a password into the one-time display; closing copies it and clears it', async () => {
    const { store, copied, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/user/password/set/temporary', {
      cleartext: 'Temp-Passw0rd!',
    });
    store.select([key(1)]);
    await store.open('resetPassword');
    await store.confirm();
    expect(seen[0]?.body).toEqual({ loginId: 'u1@acme.test' });
    expect(store.$modal.get()).toBe('generated');
    expect(store.$secret.get()).toBe('Temp-Passw0rd!');
    expect(texts()).toEqual(['Successfully reset user password']);
    expect(await store.closeSecret()).toBe(true);
    expect(copied).toEqual(['Temp-Passw0rd!']);
    expect(store.$secret.get()).toBe('');
    expect(store.$modal.get()).toBeNull();
  });

  it('keeps the generated password shown when the clipboard refuses', async () => {
    const notices = createNotices();
    const store = createUserStore({ mock: true, notices, clipboard: () => undefined });
    await store.load();
    store.select([userKey(store.$users.get()[0]!)]);
    await store.open('resetPassword');
    await store.confirm();
    expect(await store.closeSecret()).toBe(false);
    expect(store.$modal.get()).toBe('generated');
    expect(notices.$notices.get().map((n) => n.text)).toContain(
      'Could not copy to the clipboard: copy it by hand before closing',
    );
  });

  it('removes a passkey, and reports failures with the message', async () => {
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/user/passkeys/delete', {});
    store.select([key(1)]);
    await store.open('removePasskey');
    await store.confirm();
    expect(seen[0]?.body).toEqual({ loginId: 'u1@acme.test' });
    capture('post', '/v1/mgmt/user/password/set/temporary', serverError, { status: 403 });
    await store.open('resetPassword');
    await store.confirm();
    expect(texts()).toEqual([
      "Successfully removed user's passkey",
      `Failed to reset user's password: ${SERVER_MESSAGE}`,
    ]);
  });

  it("resends an invited user's invitation, offered for an invited user only", async () => {
    const { store, texts } = await loaded();
    store.select([key(1)]);
    expect(store.$buttons.get().resendInvite).toBe(false);
    expect(store.$buttons.get().logoutAll).toBe(true);
    store.select([key(3)]);
    expect(store.$buttons.get()).toMatchObject({ resendInvite: true, logoutAll: false });
    const sent = capture('post', '/v1/mgmt/user/create', { user: user(3, { status: 'invited' }) });
    await store.open('resendInvite');
    expect(store.confirmText('resendInvite')).toBe('Send the invitation to u3@acme.test again?');
    await store.confirm();
    expect(sent[0]?.body).toEqual({ loginId: 'u3@acme.test', invite: true, sendMail: true });
    expect(store.$users.get()[2]?.status).toBe('invited');
    capture('post', '/v1/mgmt/user/create', serverError, { status: 400 });
    await store.open('resendInvite');
    await store.confirm();
    expect(texts()).toEqual([
      'Invitation sent again',
      `Failed to resend the invitation: ${SERVER_MESSAGE}`,
    ]);
  });

  it('signs one user out everywhere after its confirmation', async () => {
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/user/logout', {});
    store.select([key(1)]);
    await store.open('logoutAll');
    expect(store.$modal.get()).toBe('logoutAll');
    expect(seen).toHaveLength(0);
    await store.confirm();
    expect(seen[0]?.body).toEqual({ loginId: 'u1@acme.test' });
    capture('post', '/v1/mgmt/user/logout', serverError, { status: 404 });
    await store.open('logoutAll');
    await store.confirm();
    expect(texts()).toEqual([
      'The user was signed out everywhere',
      `Failed to sign the user out: ${SERVER_MESSAGE}`,
    ]);
  });

  it('filters by status and role with the text, answering from held rows until the server does', async () => {
    const { store } = await loaded();
    const bodies: Array<Record<string, unknown>> = [];
    let answer: (users: User[]) => void = () => undefined;
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/user/search`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        const users = await new Promise<User[]>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ users, total: users.length });
      }),
    );
    const invited = store.filter({ status: 'invited' });
    // Every user was held: the filter shows its rows at once, as the server will.
    expect(store.$users.get().map((u) => u.userId)).toEqual(['U3']);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ statuses: ['invited'], text: '' });
    expect(bodies[0]).not.toHaveProperty('roleNames');
    answer([user(3, { status: 'invited' })]);
    await invited;
    expect(store.$filters.get()).toEqual({ status: 'invited' });

    const both = store.filter({ status: 'enabled', role: 'Editor' });
    expect(store.$users.get()).toEqual([]);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ statuses: ['enabled'], roleNames: ['Editor'] });
    answer([]);
    await both;

    // "All" clears a filter; the text search goes with the filters.
    store.search('u');
    const cleared = store.filter({ status: '' as never, role: 'Viewer' });
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ text: 'u', roleNames: ['Viewer'] });
    expect(bodies[2]).not.toHaveProperty('statuses');
    answer([user(1)]);
    await cleared;
    expect(store.$filters.get()).toEqual({ role: 'Viewer' });
    expect(store.$users.get().map((u) => u.userId)).toEqual(['U1']);
  });

  it("offers every status and the tenant's roles in the filters' selects", async () => {
    const { store } = await loaded();
    expect(store.$filterChoices.get()).toEqual({
      status: {
        label: 'Status',
        all: 'All',
        options: [
          { value: 'enabled', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
          { value: 'invited', label: 'Invited' },
        ],
      },
      role: {
        label: 'Role',
        all: 'All',
        options: [
          { value: 'Viewer', label: 'Viewer' },
          { value: 'Editor', label: 'Editor' },
        ],
      },
    });
  });

  it('never holds a filtered answer as every user', async () => {
    const { store } = await loaded();
    capture('post', '/v1/mgmt/user/search', { users: [user(2, { status: 'disabled' })], total: 1 });
    await store.filter({ status: 'disabled' });
    let release: (() => void) | undefined;
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/user/search`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ users: USERS, total: 4 });
      }),
    );
    // Cleared, the list answers from the four users held before the filter, not the one.
    const all = store.filter({ status: undefined });
    expect(store.$users.get()).toHaveLength(4);
    await vi.waitFor(() => expect(release).toBeDefined());
    release?.();
    await all;
    expect(store.$users.get()).toHaveLength(4);
  });

  it('pages with the filters, the text, the sort and the limit of the search shown', async () => {
    const { store } = await loaded();
    const bodies: Array<Record<string, unknown>> = [];
    // The server's 5 matches, two a page, whatever limit it was asked for.
    const matches = [1, 2, 3, 4, 5].map((n) => user(n));
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/user/search`, async ({ request }) => {
        const body = (await request.json()) as { page: number };
        bodies.push(body);
        const users = matches.slice(body.page * 2, body.page * 2 + 2);
        return HttpResponse.json({ users, total: matches.length });
      }),
    );
    store.search('u');
    await store.filter({ status: 'enabled', role: 'Viewer' });
    await store.sort('name', 'desc');
    expect(store.$truncated.get()).toEqual({ shown: 2, total: 5 });
    await store.loadMore();
    await store.loadMore();
    expect(store.$users.get().map((u) => u.userId)).toEqual(['U1', 'U2', 'U3', 'U4', 'U5']);
    expect(store.$truncated.get()).toBeUndefined();
    const asked = {
      limit: 10000,
      text: 'u',
      sort: [{ field: 'name', desc: true }],
      statuses: ['enabled'],
      roleNames: ['Viewer'],
    };
    expect(bodies.slice(1)).toEqual([
      expect.objectContaining({ ...asked, page: 0 }),
      expect.objectContaining({ ...asked, page: 1 }),
      expect.objectContaining({ ...asked, page: 2 }),
    ]);
  });

  it('does nothing for an action its button does not allow', async () => {
    const { store } = await loaded();
    store.select([key(4)]);
    await store.open('delete');
    await store.open('edit');
    expect(store.$modal.get()).toBeNull();
  });

  it('sends a single sort entry and debounces typing into one search', async () => {
    fakeTimers();
    const { store } = setup();
    const searched: unknown[] = [];
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/user/search`, async ({ request }) => {
        searched.push(await request.json());
        return HttpResponse.json({ users: [], total: 0 });
      }),
    );
    await store.sort('name', 'desc');
    expect(searched.at(-1)).toMatchObject({ sort: [{ field: 'name', desc: true }] });
    store.search('a');
    store.search('ad');
    store.search('ada');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(searched).toHaveLength(2);
    expect(searched.at(-1)).toMatchObject({ text: 'ada', sort: [{ field: 'name', desc: true }] });
  });
});

describe('user store in mock mode', () => {
  it('generates nine users and behaves like the server, with no request', async () => {
    const fetch = spyFetch();
    const store = createUserStore({ mock: true });
    await store.load();
    expect(store.$users.get()).toHaveLength(9);
    expect(store.$users.get()[0]?.email).toBe('user1@company.com');
    expect(store.$customAttributes.get().length).toBeGreaterThan(0);
    await store.open('create');
    openForm(store).set('loginId', 'new@company.com');
    expect(await store.submit()).toBe(true);
    expect(store.$users.get()[0]?.loginIds).toEqual(['new@company.com']);
    expect(store.$users.get()[0]?.status).toBe('invited');
    store.select([userKey(store.$users.get()[1]!)]);
    await store.open('disable');
    await store.confirm();
    expect(store.$users.get()[1]?.status).toBe('disabled');
    store.search('user9');
    await store.searchNow();
    expect(store.$users.get().map((u) => u.email)).toEqual(['user9@company.com']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
