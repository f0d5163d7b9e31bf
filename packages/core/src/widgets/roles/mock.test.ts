import { describe, expect, it } from 'vitest';
import { spyFetch } from '../../test/widgets';
import { createNotices } from '../notices';
import { createMockRoleBackend, mockPermissions, mockRoles } from './mock';
import { createRoleStore } from './store';

function mockStore() {
  const fetch = spyFetch();
  const notices = createNotices();
  const store = createRoleStore({ mock: true, notices });
  return { fetch, store, texts: () => notices.$notices.get().map((n) => n.text) };
}

describe('role store in mock mode', () => {
  it('generates 4 roles (one built in) and 4 permissions', () => {
    expect(mockRoles(Date.now())).toHaveLength(4);
    expect(mockRoles(Date.now()).filter((r) => !r.tenantId)).toHaveLength(1);
    expect(mockPermissions()).toHaveLength(4);
  });

  it('loads, searches and sorts without any request', async () => {
    const { fetch, store } = mockStore();
    await store.load();
    expect(store.$roles.get()).toHaveLength(4);
    expect(store.$permissions.get()).toHaveLength(4);
    store.search('viewer');
    await store.searchNow();
    expect(store.$roles.get().map((r) => r.name)).toEqual(['Viewer']);
    store.search('');
    await store.sort('name', 'asc');
    expect(store.$roles.get().map((r) => r.name)).toEqual([
      'Editor',
      'Support',
      'Tenant Admin',
      'Viewer',
    ]);
    await store.refreshPermissions();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates, updates and deletes, and later searches agree', async () => {
    const { fetch, store, texts } = mockStore();
    await store.load();
    expect((await store.create({ name: 'Ops', permissionNames: ['Impersonate'] })).ok).toBe(true);
    expect(store.$roles.get()[0]).toMatchObject({ name: 'Ops', editable: 'yes' });
    // A name another role holds, in any case, is refused before it is sent (no notice).
    const duplicate = await store.create({ name: 'ops' });
    expect(duplicate).toMatchObject({
      ok: false,
      error: { message: 'A role named ops already exists' },
    });

    expect((await store.update('Ops', { name: 'Operations', description: 'runs' })).ok).toBe(true);
    await store.searchNow();
    expect(store.$roles.get().find((r) => r.name === 'Operations')?.description).toBe('runs');
    expect(store.$roles.get().some((r) => r.name === 'Ops')).toBe(false);

    store.select(['Operations', 'Tenant Admin']);
    await store.remove();
    await store.searchNow();
    expect(
      store.$roles
        .get()
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Editor', 'Support', 'Tenant Admin', 'Viewer']);
    // The failure closed with the success after it (notices.ts).
    expect(texts()).toEqual([
      'Role created successfully',
      'Role updated successfully',
      // Tenant Admin is built in: only Operations is deleted.
      'Role deleted successfully',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses, as the server does, a name another role holds in any case', async () => {
    const backend = createMockRoleBackend(() => 0);
    expect((await backend.roles.create({ name: 'viewer' })).ok).toBe(false);
    expect((await backend.roles.update({ name: 'Support', newName: 'EDITOR' })).ok).toBe(false);
    expect((await backend.roles.update({ name: 'Support', newName: 'support' })).ok).toBe(true);
  });
});
