import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../http/result';
import type { Role } from '../../schemas';
import { BASE_URL, capture, server } from '../../test/msw';
import { providerLayout } from '../../test/provider-layouts';
import {
  fakeTimers,
  SERVER_MESSAGE,
  serverError,
  TENANT,
  testClient,
  testMgmt,
} from '../../test/widgets';
import { createNotices } from '../notices';
import { DEBOUNCE_MS } from '../search';
import type { RoleBackend } from './backend';
import { BUILT_IN_ROLE_NOTE, createRoleStore } from './store';

const NOW = Date.UTC(2024, 0, 1);
const role = (name: string, tenantId = TENANT): Role => ({
  name,
  description: `${name} role`,
  permissionNames: ['p1'],
  createdTime: 1,
  tenantId,
});
const ROLES = [role('builtin', ''), role('editor'), role('viewer')];
const PERMISSIONS = [{ name: 'p1' }, { name: 'p2' }];

function setup() {
  const notices = createNotices();
  const store = createRoleStore({ mgmt: testMgmt(), notices, now: () => NOW });
  return { notices, store, texts: () => notices.$notices.get().map((n) => n.text) };
}

async function loaded() {
  const s = setup();
  capture('post', '/v1/mgmt/role/search', { roles: ROLES });
  capture('get', '/v1/mgmt/permission/all', { permissions: PERMISSIONS });
  await s.store.load();
  return s;
}

describe('role store', () => {
  afterEach(() => vi.useRealTimers());

  it('says when the server cut the list (its total), and not when it did not', async () => {
    const { store } = setup();
    capture('post', '/v1/mgmt/role/search', { roles: ROLES, total: 40_000 });
    capture('get', '/v1/mgmt/permission/all', { permissions: PERMISSIONS });
    await store.load();
    expect(store.$truncated.get()).toEqual({ shown: ROLES.length, total: 40_000 });
    capture('post', '/v1/mgmt/role/search', { roles: ROLES });
    await store.searchNow();
    expect(store.$truncated.get()).toBeUndefined();
  });

  it('loads roles and permissions together on load', async () => {
    const { store } = setup();
    const roles = capture('post', '/v1/mgmt/role/search', { roles: ROLES });
    const permissions = capture('get', '/v1/mgmt/permission/all', { permissions: PERMISSIONS });
    await store.load();
    expect(roles).toHaveLength(1);
    expect(roles[0]?.body).toEqual({ limit: 10000, page: 0, text: '', sort: [] });
    expect(roles[0]?.query).toEqual({ tenant: TENANT });
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.method).toBe('GET');
    expect(store.$permissions.get()).toEqual(PERMISSIONS);
    expect(store.$ops.get()).toEqual({
      search: { loading: false },
      permissions: { loading: false },
    });
  });

  it("derives editable: 'no' for built-in roles, 'yes' otherwise", async () => {
    const { store } = await loaded();
    expect(store.$roles.get().map((r) => [r.name, r.editable])).toEqual([
      ['builtin', 'no'],
      ['editor', 'yes'],
      ['viewer', 'yes'],
    ]);
  });

  it.each([
    [[], { create: true, edit: false, delete: false }],
    [['editor'], { create: true, edit: true, delete: true }],
    // Built-in roles are selected like any other (spec 000 §2); only removal spares them.
    [['builtin'], { create: true, edit: true, delete: true }],
    [['builtin', 'editor'], { create: true, edit: false, delete: true }],
    [['editor', 'viewer'], { create: true, edit: false, delete: true }],
  ])('buttons with %j selected', async (names, buttons) => {
    const { store } = await loaded();
    store.select(names);
    expect(store.$buttons.get()).toEqual(buttons);
  });

  it('confirms deletion with the name for one role and the count for several', async () => {
    const { store } = await loaded();
    store.select(['editor']);
    expect(store.confirmText('delete')).toBe('Delete editor?');
    store.select(['editor', 'viewer', 'builtin']);
    expect(store.confirmText('delete')).toBe('Delete 2 roles?');
  });

  it('creates a role in the tenant and puts it at the top', async () => {
    fakeTimers();
    const { store, notices, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/role/create', {});
    const form = { name: 'new', description: 'd', permissionNames: ['p2'] };
    const result = await store.create(form);
    expect(seen[0]?.body).toEqual({ ...form, tenantId: TENANT });
    const created = { ...form, tenantId: TENANT, createdTime: NOW / 1000, editable: 'yes' };
    expect(result).toEqual({ ok: true, data: created });
    expect(store.$roles.get()[0]).toEqual(created);
    expect(texts()).toEqual(['Role created successfully']);
    expect(notices.$notices.get()[0]?.duration).toBe(3000);
    vi.advanceTimersByTime(3000);
    expect(texts()).toEqual([]);
  });

  it.each([
    ['create', 'Failed to create role'],
    ['update', 'Failed to update role'],
  ] as const)('%s failure appends the server message and stays', async (op, text) => {
    fakeTimers();
    const { store, notices, texts } = await loaded();
    capture('post', `/v1/mgmt/role/${op}`, serverError, { status: 400 });
    const form = { name: 'x' };
    const result = op === 'create' ? await store.create(form) : await store.update('editor', form);
    expect(result.ok).toBe(false);
    expect(texts()).toEqual([`${text}: ${SERVER_MESSAGE}`]);
    expect(notices.$notices.get()[0]?.duration).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(texts()).toHaveLength(1);
    expect(store.$roles.get().map((r) => r.name)).toEqual(['builtin', 'editor', 'viewer']);
    expect(store.$ops.get()[op]?.error?.message).toBe(SERVER_MESSAGE);
  });

  it('does not send a form without a name', async () => {
    const { store, texts } = await loaded();
    const error = { kind: 'input', code: 'E_VALIDATION', message: 'Name is required' };
    expect(await store.create({ name: ' ' })).toEqual({ ok: false, error });
    expect(await store.update('editor', { name: '' })).toEqual({ ok: false, error });
    expect(texts()).toEqual([]);
  });

  it('updates the role with the old name, replaces it in place and stamps the old name', async () => {
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/role/update', {});
    store.select(['editor']);
    const result = await store.update('editor', {
      name: 'author',
      description: 'writes',
      permissionNames: ['p2'],
    });
    expect(seen[0]?.body).toEqual({
      name: 'editor',
      newName: 'author',
      description: 'writes',
      permissionNames: ['p2'],
      tenantId: TENANT,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'author',
        description: 'writes',
        permissionNames: ['p2'],
        createdTime: 1,
        tenantId: TENANT,
        editable: 'yes',
        oldName: 'editor',
      },
    });
    expect(store.$roles.get().map((r) => r.name)).toEqual(['builtin', 'author', 'viewer']);
    expect(store.$roles.get()[1]).not.toHaveProperty('oldName');
    expect(store.$selection.get()).toEqual(['author']);
    expect(texts()).toEqual(['Role updated successfully']);
  });

  it('deletes the selected tenant roles, never built-in ones, and keeps built-ins listed', async () => {
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/role/delete/batch', {});
    store.select(['builtin', 'editor']);
    expect(await store.remove()).toEqual({ ok: true, data: undefined });
    // A built-in role in the batch would make the server refuse it whole.
    expect(seen[0]?.body).toEqual({ roleNames: ['editor'] });
    expect(store.$roles.get().map((r) => r.name)).toEqual(['builtin', 'viewer']);
    expect(store.$selection.get()).toEqual([]);
    store.select(['viewer']);
    await store.remove();
    expect(store.$roles.get().map((r) => r.name)).toEqual(['builtin']);
    expect(texts()).toEqual(['Role deleted successfully', 'Role deleted successfully']);
  });

  it('selects a built-in role like any other and edits it, but never removes it', async () => {
    // Spec 000 §2: row selection, Edit with exactly one selected, Delete with at least one;
    // §4 and §6: built-in roles are never removed.
    const { store, texts } = await loaded();
    const seen = capture('post', '/v1/mgmt/role/delete/batch', {});
    expect(store.$builtInNote.get()).toBe(BUILT_IN_ROLE_NOTE);
    store.select(['builtin']);
    expect(store.$selection.get()).toEqual(['builtin']);
    expect(store.$buttons.get()).toEqual({ create: true, edit: true, delete: true });
    store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    expect(store.editForm.$values.get()).toMatchObject({ name: 'builtin' });
    store.close();
    store.open('delete');
    expect(store.confirmText('delete')).toBe('Delete builtin?');
    expect(await store.remove()).toMatchObject({ ok: false, error: { code: 'E_NOT_ALLOWED' } });
    expect(seen).toEqual([]);
    expect(texts()).toEqual([BUILT_IN_ROLE_NOTE]);
    expect(store.$roles.get().map((r) => r.name)).toContain('builtin');
    expect(store.$selection.get()).toEqual([]);
  });

  it("delete failure says 'Failed to delete role(s)' without the message", async () => {
    const { store, texts } = await loaded();
    capture('post', '/v1/mgmt/role/delete/batch', serverError, { status: 400 });
    store.select(['editor']);
    const result = await store.remove();
    expect(result.ok).toBe(false);
    expect(texts()).toEqual(['Failed to delete role(s)']);
    expect(store.$roles.get()).toHaveLength(3);
    expect(store.$selection.get()).toEqual(['editor']);
  });

  it('does not delete with nothing selected', async () => {
    const { store } = await loaded();
    expect(await store.remove()).toMatchObject({ ok: false, error: { code: 'E_NOT_ALLOWED' } });
  });

  it('refreshes the permissions', async () => {
    const { store } = await loaded();
    const seen = capture('get', '/v1/mgmt/permission/all', { permissions: [{ name: 'p3' }] });
    await store.refreshPermissions();
    expect(seen).toHaveLength(1);
    expect(store.$permissions.get()).toEqual([{ name: 'p3' }]);
  });

  it('sorts by a column path', async () => {
    const { store } = await loaded();
    const seen = capture('post', '/v1/mgmt/role/search', { roles: ROLES });
    await store.sort('name', 'desc');
    await store.sort('name');
    expect(seen.map((s) => s.body)).toEqual([
      { limit: 10000, page: 0, text: '', sort: [{ field: 'name', desc: true }] },
      { limit: 10000, page: 0, text: '', sort: [] },
    ]);
  });

  it('sends one debounced search after quick typing', async () => {
    fakeTimers();
    const search = vi.fn(async () => ok({ roles: [role('editor')], total: 1 }));
    const backend: RoleBackend = {
      tenant: TENANT,
      roles: { search, create: vi.fn(), update: vi.fn(), deleteBatch: vi.fn() },
      permissions: { loadAll: vi.fn() },
    };
    const store = createRoleStore({ mgmt: backend, notices: createNotices() });
    store.search('e');
    store.search('ed');
    store.search('edi');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ text: 'edi', sort: [] });
    expect(store.$roles.get().map((r) => r.name)).toEqual(['editor']);
  });
});

describe('the role widget, headless', () => {
  it('edits through the form: prefilled from the selection, permissions reloaded on open', async () => {
    const { store } = await loaded();
    store.open('edit');
    expect(store.$modal.get()).toBeNull();
    store.select(['editor']);
    const reloaded = capture('get', '/v1/mgmt/permission/all', { permissions: PERMISSIONS });
    store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    expect(store.editForm.$values.get()).toEqual({
      name: 'editor',
      description: 'editor role',
      permissionNames: ['p1'],
    });
    await vi.waitFor(() => expect(reloaded).toHaveLength(1));

    capture('post', '/v1/mgmt/role/update', serverError, { status: 400 });
    store.editForm.set('name', 'author');
    expect(await store.submit()).toBe(false);
    expect(store.$modal.get()).toBe('edit');
    expect(store.editForm.$values.get().name).toBe('author');

    const seen = capture('post', '/v1/mgmt/role/update', {});
    expect(await store.submit()).toBe(true);
    expect(seen[0]?.body).toMatchObject({ name: 'editor', newName: 'author' });
    expect(store.$modal.get()).toBeNull();
    expect(store.$selection.get()).toEqual(['author']);
  });

  it('puts a name the server says is taken (made since the form loaded) on the name field, in both forms', async () => {
    const { store, texts } = await loaded();
    const conflict = { errorCode: 'E011005', errorDescription: 'Already exists', errorMessage: '' };
    store.open('create');
    store.createForm.set('name', 'auditor');
    store.createForm.set('description', 'Reads');
    capture('post', '/v1/mgmt/role/create', conflict, { status: 409 });
    expect(await store.submit()).toBe(false);
    expect(store.createForm.$errors.get()).toEqual({ name: 'A role named auditor already exists' });
    expect(store.createForm.$focus.get()?.name).toBe('name');
    expect(store.createForm.$values.get()).toMatchObject({ name: 'auditor', description: 'Reads' });
    expect(texts()).toEqual(['Failed to create role: Already exists']);

    store.close();
    store.select(['editor']);
    store.open('edit');
    store.editForm.set('name', 'auditor');
    capture('post', '/v1/mgmt/role/update', conflict, { status: 409 });
    expect(await store.submit()).toBe(false);
    expect(store.editForm.$errors.get()).toEqual({ name: 'A role named auditor already exists' });
    expect(store.editForm.$focus.get()?.name).toBe('name');
  });

  it('creates through a blank form, refuses a form without a name, and confirms deletion', async () => {
    const { store } = await loaded();
    store.open('create');
    expect(await store.submit()).toBe(false);
    expect(store.createForm.$errors.get()).toEqual({ name: 'Name is required' });
    capture('post', '/v1/mgmt/role/create', {});
    store.createForm.set('name', 'auditor');
    expect(await store.submit()).toBe(true);
    expect(store.$roles.get()[0]?.name).toBe('auditor');

    store.select(['auditor']);
    const deleted = capture('post', '/v1/mgmt/role/delete/batch', {});
    store.open('delete');
    expect(store.confirmText('delete')).toBe('Delete auditor?');
    await store.confirm();
    expect(deleted[0]?.body).toEqual({ roleNames: ['auditor'] });
    expect(store.$modal.get()).toBeNull();
  });
});

describe('role names', () => {
  // What a tenant admin sees: the built-in roles beside the tenant's own.
  const ALL = [...ROLES, role('Auditor')];

  it('refuses in the create form a name a loaded role holds, in any case, before sending', async () => {
    const { store, texts } = await loaded();
    const all = capture('post', '/v1/mgmt/role/search', { roles: ALL });
    const created = capture('post', '/v1/mgmt/role/create', {});
    store.open('create');
    for (const name of ['BuiltIn', 'VIEWER', 'auditor']) {
      store.createForm.set('name', name);
      expect(await store.submit()).toBe(false);
      expect(store.createForm.$errors.get()).toEqual({
        name: `A role named ${name.trim()} already exists`,
      });
      // Nothing is lost: the form keeps what was typed.
      expect(store.createForm.$values.get().name).toBe(name);
    }
    expect(all.length).toBeGreaterThan(0);
    expect(created).toHaveLength(0);
    expect(texts()).toEqual([]);
    store.createForm.set('name', 'Reviewer');
    expect(await store.submit()).toBe(true);
    expect(created[0]?.body).toMatchObject({ name: 'Reviewer' });
  });

  it('refuses a rename to a name another role holds, and takes a change of case', async () => {
    const { store } = await loaded();
    capture('post', '/v1/mgmt/role/search', { roles: ALL });
    capture('get', '/v1/mgmt/permission/all', { permissions: PERMISSIONS });
    const updated = capture('post', '/v1/mgmt/role/update', {});
    store.select(['editor']);
    store.open('edit');
    store.editForm.set('name', 'Builtin');
    expect(await store.submit()).toBe(false);
    expect(store.editForm.$errors.get()).toEqual({ name: 'A role named Builtin already exists' });
    expect(updated).toHaveLength(0);
    store.editForm.set('name', 'Editor');
    expect(await store.submit()).toBe(true);
    expect(updated[0]?.body).toMatchObject({ name: 'editor', newName: 'Editor' });
  });

  it('refuses the same names in create and update called directly', async () => {
    const { store } = await loaded();
    const error = {
      kind: 'input',
      code: 'E_VALIDATION',
      message: 'A role named VIEWER already exists',
    };
    expect(await store.create({ name: 'VIEWER' })).toEqual({ ok: false, error });
    expect(await store.update('editor', { name: 'VIEWER' })).toEqual({ ok: false, error });
  });
});

describe('a customer layout without an action', () => {
  it('never enables or opens the hidden action', async () => {
    // The provider's roles root, less its Edit button, as a customer's page may be.
    const root = providerLayout('role-management-widget/root.html').replace(
      /<descope-button data-id="edit-role"[\s\S]*?<\/descope-button>/,
      '',
    );
    server.use(
      http.get(`${BASE_URL}/pages/*`, ({ request }) => {
        const page = new URL(request.url).pathname.split('/').at(-1) ?? '';
        return HttpResponse.html(
          page === 'root.html' ? root : providerLayout(`role-management-widget/${page}`),
        );
      }),
      http.post(`${BASE_URL}/v1/mgmt/role/search`, () =>
        HttpResponse.json({ roles: [{ name: 'ops', tenantId: TENANT }] }),
      ),
      http.get(`${BASE_URL}/v1/mgmt/permission/all`, () => HttpResponse.json({ permissions: [] })),
    );
    const store = createRoleStore({ client: testClient(), tenant: TENANT, widgetId: 'w1' });
    await store.load();
    const layouts = store.$layouts.get();
    expect(layouts.status === 'ready' && layouts.pages.root.buttons).toEqual({
      create: '+ Role',
      delete: 'Delete',
    });
    store.select(['ops']);
    expect(store.$buttons.get()).toEqual({ create: true, edit: false, delete: true });
    store.open('edit');
    expect(store.$modal.get()).toBeNull();
    store.open('delete');
    expect(store.$modal.get()).toBe('delete');
    store.destroy();
  });
});
