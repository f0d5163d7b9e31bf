import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutToHtml } from '../../content/write';
import { ok } from '../../http/result';
import { DEFAULT_LAYOUTS } from '../../layout/defaults';
import type { AccessKey } from '../../schemas';
import { BASE_URL, capture, PROJECT_ID, server } from '../../test/msw';
import {
  fakeTimers,
  MANAGEMENT_KEY,
  openForm,
  SERVER_MESSAGE,
  serverError,
  TENANT,
  testClient,
  testMgmt,
} from '../../test/widgets';
import { createNotices } from '../notices';
import { DEBOUNCE_MS } from '../search';
import type { AccessKeyBackend } from './backend';
import { EXPIRATION_MESSAGES } from './format';
import { createAccessKeyStore } from './store';

const NOW = Date.UTC(2024, 0, 1);
const NOW_S = NOW / 1000;
const now = () => NOW;

const key = (id: string, extra: Partial<AccessKey> = {}): AccessKey => ({
  id,
  name: `key ${id}`,
  editable: true,
  status: 'active',
  createdTime: NOW_S - 100,
  expireTime: 0,
  roleNames: [],
  ...extra,
});
const KEYS = [
  key('K1'),
  key('K2', { status: 'inactive' }),
  key('K3', { editable: false }),
  key('K4', { expireTime: NOW_S - 1 }),
];
const ROLES = [{ name: 'reader', tenantId: TENANT }];

function setup() {
  const client = testClient();
  const notices = createNotices();
  const store = createAccessKeyStore({ mgmt: testMgmt(client), now, notices });
  return { client, notices, store, texts: () => notices.$notices.get().map((n) => n.text) };
}

async function loaded() {
  const s = setup();
  capture('post', '/v1/mgmt/accesskey/search', { keys: KEYS });
  capture('get', '/v1/mgmt/role/all', { roles: ROLES });
  await s.store.load();
  return s;
}

describe('access-key store', () => {
  afterEach(() => vi.useRealTimers());

  it('loads keys and tenant roles together on load', async () => {
    const { store } = setup();
    const keys = capture('post', '/v1/mgmt/accesskey/search', { keys: KEYS });
    const roles = capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    await store.load();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.query).toEqual({ tenant: TENANT });
    expect(keys[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:${MANAGEMENT_KEY}`);
    expect(keys[0]?.body).toEqual({ limit: 10000, page: 0, text: '', sort: [] });
    expect(roles).toHaveLength(1);
    expect(roles[0]?.method).toBe('GET');
    expect(roles[0]?.query).toEqual({ tenant: TENANT });
    expect(store.$roles.get()).toEqual(ROLES);
    expect(store.$ops.get()).toEqual({ search: { loading: false }, roles: { loading: false } });
  });

  it("says the list is cut when the server's total is more than the keys it sent", async () => {
    const { store } = setup();
    capture('post', '/v1/mgmt/accesskey/search', { keys: KEYS, total: 100_000 });
    capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    await store.load();
    expect(store.$truncated.get()).toEqual({ shown: KEYS.length, total: 100_000 });
  });

  it('shows rows with the derived fields and expired status', async () => {
    const { store } = await loaded();
    const rows = store.$keys.get();
    expect(rows.map((r) => r.status)).toEqual(['active', 'inactive', 'active', 'expired']);
    expect(rows[0]?.expireTimeFormatted).toBe('Never');
    expect(rows[3]?.expireTimeFormatted).toBe(new Date((NOW_S - 1) * 1000).toLocaleString());
    expect(rows[0]?.createdTimeFormatted).toBe(new Date((NOW_S - 100) * 1000).toLocaleString());
  });

  it('keeps the error of a failed search without a notice', async () => {
    const { store, texts } = setup();
    capture('post', '/v1/mgmt/accesskey/search', serverError, { status: 400 });
    await store.searchNow();
    expect(store.$ops.get().search?.error?.message).toBe(SERVER_MESSAGE);
    expect(texts()).toEqual([]);
  });

  it.each([
    ['none', [], false],
    ['one editable', ['K1'], true],
    ['many editable', ['K1', 'K2', 'K4'], true],
    ['a non-editable one', ['K3'], false],
    ['editable and non-editable', ['K1', 'K3'], false],
    ['an unknown id', ['nope'], false],
  ])('enables the actions with %s selected: %s', async (_, ids, enabled) => {
    const { store } = await loaded();
    store.select(ids);
    expect(store.$buttons.get()).toEqual({
      create: true,
      activate: enabled,
      deactivate: enabled,
      delete: enabled,
    });
  });

  it('confirms with the name for one key and the count for several', async () => {
    const { store } = await loaded();
    store.select(['K2']);
    expect(store.confirmText('activate')).toBe('Activate key K2?');
    expect(store.confirmText('deactivate')).toBe('Deactivate key K2?');
    expect(store.confirmText('delete')).toBe('Delete key K2?');
    store.select(['K1', 'K2']);
    expect(store.confirmText('activate')).toBe('Activate 2 access keys?');
    expect(store.confirmText('deactivate')).toBe('Deactivate 2 access keys?');
    expect(store.confirmText('delete')).toBe('Delete 2 access keys?');
  });

  it('creates a key, puts it at the top and resolves to the cleartext', async () => {
    fakeTimers();
    vi.setSystemTime(NOW);
    const { store, notices, texts } = await loaded();
    const created = key('K9', { name: 'new' });
    const seen = capture('post', '/v1/mgmt/accesskey/create', {
      cleartext: 'secret',
      key: created,
    });
    const result = await store.create({
      name: 'new',
      expiration: '30',
      roleNames: ['reader'],
      userId: 'U1',
    });
    expect(seen[0]?.body).toEqual({
      name: 'new',
      expireTime: NOW_S + 30 * 86_400,
      roleNames: ['reader'],
      userId: 'U1',
    });
    expect(result).toMatchObject({ ok: true, cleartext: 'secret', key: { id: 'K9' } });
    expect(store.$keys.get().map((k) => k.id)).toEqual(['K9', 'K1', 'K2', 'K3', 'K4']);
    expect(texts()).toEqual(['Access key created successfully']);
    expect(notices.$notices.get()[0]?.duration).toBe(3000);
    vi.advanceTimersByTime(3000);
    expect(texts()).toEqual([]);
  });

  it("sends expireTime 0 for an expiration starting with '0'", async () => {
    const { store } = await loaded();
    const seen = capture('post', '/v1/mgmt/accesskey/create', { cleartext: 's', key: key('K9') });
    await store.create({ name: 'n', expiration: '030' });
    expect(seen[0]?.body).toEqual({ name: 'n', expireTime: 0, roleNames: [] });
  });

  it('reports a create failure with the server message, and it stays', async () => {
    fakeTimers();
    const { store, notices, texts } = await loaded();
    capture('post', '/v1/mgmt/accesskey/create', serverError, { status: 400 });
    const result = await store.create({ name: 'n', expiration: '0' });
    expect(result).toMatchObject({ ok: false, error: { message: SERVER_MESSAGE } });
    expect(texts()).toEqual([`Failed to create access key: ${SERVER_MESSAGE}`]);
    expect(notices.$notices.get()[0]?.duration).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(texts()).toHaveLength(1);
    expect(store.$keys.get()).toHaveLength(4);
    expect(store.$ops.get().create?.error?.message).toBe(SERVER_MESSAGE);
  });

  it('reports the failure text alone when the error has no message', async () => {
    const notices = createNotices();
    const backend: AccessKeyBackend = {
      accessKeys: {
        search: async () => ok({ keys: [], total: 0 }),
        create: async () => ({ ok: false, error: { kind: 'network', code: 'E', message: '' } }),
        activate: async () => ok(undefined),
        deactivate: async () => ok(undefined),
        delete: async () => ok(undefined),
      },
      roles: { loadAll: async () => ok([]) },
      users: { search: async () => ok({ users: [], total: 0 }) },
    };
    const store = createAccessKeyStore({ mgmt: backend, notices });
    await store.create({ name: 'n', expiration: '0' });
    expect(notices.$notices.get().map((n) => n.text)).toEqual(['Failed to create access key']);
  });

  it.each([
    ['', '1', 'Name is required'],
    ['n', '', EXPIRATION_MESSAGES.required],
    ['n', 'abc', EXPIRATION_MESSAGES.notDays],
  ])('does not send a form that does not validate (%j, %j)', async (name, expiration, message) => {
    const { store, texts } = await loaded();
    const result = await store.create({ name, expiration });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'input', code: 'E_VALIDATION', message },
    });
    expect(texts()).toEqual([]);
  });

  it.each([
    ['activate', 'activated', 'active'],
    ['deactivate', 'deactivated', 'inactive'],
  ] as const)('%s sets the status locally and tells how many', async (action, done, status) => {
    const { store, texts } = await loaded();
    const seen = capture('post', `/v1/mgmt/accesskey/${action}/batch`, {});
    store.select(['K1']);
    expect(await store[action]()).toEqual({ ok: true, data: undefined });
    store.select(['K1', 'K2']);
    await store[action]();
    expect(seen.map((s) => s.body)).toEqual([{ ids: ['K1'] }, { ids: ['K1', 'K2'] }]);
    const raw = store.$keys.get().filter((k) => k.id === 'K1' || k.id === 'K2');
    expect(raw.map((k) => k.status)).toEqual([status, status]);
    expect(store.$selection.get()).toEqual(['K1', 'K2']);
    expect(texts()).toEqual([
      `Access key ${done} successfully`,
      `2 access keys ${done} successfully`,
    ]);
  });

  it.each([
    ['activate', 'Failed to activate access key(s)'],
    ['deactivate', 'Failed to deactivate access key(s)'],
    ['remove', 'Failed to delete access key(s)'],
  ] as const)('%s failure says %j without the message and keeps it', async (action, text) => {
    fakeTimers();
    const { store, notices, texts } = await loaded();
    const path = action === 'remove' ? 'delete' : action;
    capture('post', `/v1/mgmt/accesskey/${path}/batch`, serverError, { status: 500 });
    store.select(['K1', 'K2']);
    const result = await store[action]();
    expect(result.ok).toBe(false);
    expect(texts()).toEqual([text]);
    expect(notices.$notices.get()[0]?.duration).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(texts()).toEqual([text]);
    expect(store.$keys.get().map((k) => k.status)).toEqual([
      'active',
      'inactive',
      'active',
      'expired',
    ]);
    expect(store.$selection.get()).toEqual(['K1', 'K2']);
  });

  it('deletes the selected keys, clears the selection and tells how many', async () => {
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/accesskey/delete/batch', {});
    store.select(['K2']);
    await store.remove();
    store.select(['K1', 'K4']);
    await store.remove();
    expect(seen.map((s) => s.body)).toEqual([{ ids: ['K2'] }, { ids: ['K1', 'K4'] }]);
    expect(store.$keys.get().map((k) => k.id)).toEqual(['K3']);
    expect(store.$selection.get()).toEqual([]);
    expect(texts()).toEqual([
      'Access key deleted successfully',
      '2 access keys deleted successfully',
    ]);
  });

  it('does not call the server for an action that is not enabled', async () => {
    const { store, texts } = await loaded();
    store.select(['K3']);
    const result = await store.remove();
    expect(result).toMatchObject({ ok: false, error: { code: 'E_NOT_ALLOWED' } });
    expect(texts()).toEqual([]);
  });

  it('sorts by a column path now and clears the sort without a direction', async () => {
    const { store } = await loaded();
    const seen = capture('post', '/v1/mgmt/accesskey/search', { keys: [KEYS[1]] });
    store.select(['K1', 'K2']);
    await store.sort('createdTime', 'desc');
    await store.sort('createdTime', 'asc');
    await store.sort('createdTime');
    expect(seen.map((s) => (s.body as { sort: unknown }).sort)).toEqual([
      [{ field: 'createdTime', desc: true }],
      [{ field: 'createdTime', desc: false }],
      [],
    ]);
    expect(store.$keys.get().map((k) => k.id)).toEqual(['K2']);
    // The list was replaced: keys no longer listed leave the selection.
    expect(store.$selection.get()).toEqual(['K2']);
  });

  it('sends one debounced search after quick typing', async () => {
    fakeTimers();
    const search = vi.fn(async () => ok({ keys: [key('K1')], total: 1 }));
    const backend: AccessKeyBackend = {
      accessKeys: {
        search,
        create: vi.fn(),
        activate: vi.fn(),
        deactivate: vi.fn(),
        delete: vi.fn(),
      },
      roles: { loadAll: vi.fn() },
      users: { search: async () => ok({ users: [], total: 0 }) },
    };
    const store = createAccessKeyStore({ mgmt: backend, notices: createNotices() });
    store.search('c');
    vi.advanceTimersByTime(100);
    store.search('ci');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    // The search's first argument: its second is the early-rows watcher, once that has loaded.
    expect((search.mock.calls[0] as unknown[] | undefined)?.[0]).toEqual({ text: 'ci', sort: [] });
    expect(store.$search.get()).toEqual({ text: 'ci', sort: [] });
    expect(store.$keys.get().map((k) => k.id)).toEqual(['K1']);
    store.search('late');
    store.destroy();
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('requires a management client unless mock is set', () => {
    expect(() => createAccessKeyStore({})).toThrow(TypeError);
  });
});

describe('the access-key widget, headless', () => {
  const clipboard = () => {
    const copied: string[] = [];
    return {
      copied,
      clipboard: () => ({ writeText: async (text: string) => void copied.push(text) }),
    };
  };

  it("calls through the page's client as the widget, and loads its layouts from the project", async () => {
    const client = testClient();
    const seen: Array<{ path: string; headers: Headers; query: string }> = [];
    server.use(
      http.all(`${BASE_URL}/*`, ({ request }) => {
        const url = new URL(request.url);
        seen.push({ path: url.pathname, headers: request.headers, query: url.search });
        if (url.pathname.includes('/v2-beta/')) {
          const page = url.pathname.split('/').at(-1)?.replace('.html', '') ?? '';
          const layout = (
            DEFAULT_LAYOUTS['access-key-management-widget'] as Record<string, object>
          )[page];
          const served =
            page === 'delete-access-keys-modal'
              ? { ...layout, description: 'Really remove {name}?' }
              : layout;
          return HttpResponse.html(
            layoutToHtml('access-key-management-widget', page as never, served as never),
          );
        }
        if (url.pathname.endsWith('/role/all')) return HttpResponse.json({ roles: ROLES });
        return HttpResponse.json({ keys: KEYS });
      }),
    );
    const store = createAccessKeyStore({ client, tenant: 'T7', widgetId: 'ops' });
    await store.load();
    const search = seen.find((s) => s.path === '/v1/mgmt/accesskey/search');
    expect(search?.query).toBe('?tenant=T7');
    expect(search?.headers.get('x-descope-widget-type')).toBe('access-key-management-widget');
    expect(search?.headers.get('x-descope-widget-id')).toBe('ops');
    expect(search?.headers.get('x-descope-widget-version')).toBe('0.1.78');
    expect(seen.some((s) => s.path.endsWith('/access-key-management-widget/ops/root.html'))).toBe(
      true,
    );
    // The confirmation texts come from the layouts, so a project's wording is used.
    store.select(['K1']);
    expect(store.confirmText('delete')).toBe('Really remove key K1?');
    store.destroy();
    client.destroy();
  });

  it('creates through the form: refused values stay, the key shows once, closing copies it', async () => {
    const { copied, clipboard: board } = clipboard();
    const client = testClient();
    const notices = createNotices();
    const store = createAccessKeyStore({ mgmt: testMgmt(client), now, notices, clipboard: board });
    capture('post', '/v1/mgmt/accesskey/search', { keys: KEYS });
    capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    capture('post', '/v1/mgmt/user/search', { users: [] });
    await store.load();
    await store.open('create');
    expect(store.$modal.get()).toBe('create');
    openForm(store).form.set('expiration', 'soon');
    expect(await store.submitCreate()).toBe(false);
    expect(openForm(store).form.$errors.get()).toEqual({
      name: 'Name is required',
      expiration: 'Enter a number of days, or 0 for never',
    });

    capture('post', '/v1/mgmt/accesskey/create', serverError, { status: 400 });
    openForm(store).form.set('name', 'Nightly');
    openForm(store).form.set('expiration', '7');
    expect(await store.submitCreate()).toBe(false);
    expect(store.$modal.get()).toBe('create');
    expect(openForm(store).form.$values.get()).toMatchObject({ name: 'Nightly', expiration: '7' });

    capture('post', '/v1/mgmt/accesskey/create', { cleartext: 'K9:s3cret', key: key('K9') });
    expect(await store.submitCreate()).toBe(true);
    expect(store.$modal.get()).toBe('generated');
    expect(store.$secret.get()).toBe('K9:s3cret');
    store.close(); // the one-time display closes only through its copy button
    expect(store.$modal.get()).toBe('generated');
    expect(await store.closeSecret()).toBe(true);
    expect(copied).toEqual(['K9:s3cret']);
    expect(store.$secret.get()).toBe('');
    expect(store.$modal.get()).toBeNull();
    expect(openForm(store).form.$values.get().name).toBe('');
  });

  it('keeps the key shown with a notice when it cannot be copied', async () => {
    const notices = createNotices();
    const store = createAccessKeyStore({ mock: true, notices, clipboard: () => undefined });
    await store.load();
    await store.open('create');
    openForm(store).form.set('name', 'n');
    openForm(store).form.set('expiration', '0');
    await store.submitCreate();
    expect(await store.closeSecret()).toBe(false);
    expect(store.$modal.get()).toBe('generated');
    expect(store.$secret.get()).not.toBe('');
    expect(notices.$notices.get().map((n) => n.text)).toContain(
      'Could not copy to the clipboard: copy it by hand before closing',
    );
  });

  it('opens a confirmation only when its action is enabled, and confirm runs it', async () => {
    const { store } = await loaded();
    await store.open('delete');
    expect(store.$modal.get()).toBeNull();
    store.select(['K2']);
    const seen = capture('post', '/v1/mgmt/accesskey/activate/batch', {});
    await store.open('activate');
    expect(store.$modal.get()).toBe('activate');
    await store.confirm();
    expect(store.$modal.get()).toBeNull();
    expect(seen[0]?.body).toEqual({ ids: ['K2'] });
    expect(store.$keys.get().find((k) => k.id === 'K2')?.status).toBe('active');
  });

  it('shows a failed list as failed, with the error, until a retry loads it', async () => {
    const { store } = setup();
    capture('post', '/v1/mgmt/accesskey/search', serverError, { status: 500 });
    capture('get', '/v1/mgmt/role/all', { roles: ROLES });
    await store.load();
    expect(store.$status.get()).toBe('failed');
    expect(store.$error.get()?.message).toBe(SERVER_MESSAGE);
    capture('post', '/v1/mgmt/accesskey/search', { keys: KEYS });
    await store.searchNow();
    expect(store.$status.get()).toBe('ready');
    expect(store.$keys.get()).toHaveLength(4);
  });
});
