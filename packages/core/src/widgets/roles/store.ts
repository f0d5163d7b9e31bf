import { atom, computed, type ReadableAtom } from 'nanostores';
import { localError } from '../../http/errors';
import { fail, ok, type Result } from '../../http/result';
import type { Permission, Role } from '../../schemas';
import { chooseBackend } from '../backend';
import type { EditableListStore, EditableListStoreOptions } from '../list-store';
import { createNotices } from '../notices';
import { createOperations } from '../operations';
import { createSearch, type SearchParams } from '../search';
import { keepListed } from '../selection';
import { invalid, requiredMessage } from '../validation';
import type { RoleBackend } from './backend';
import { type RoleAction, roleConfirmText } from './confirm';
import { isBuiltIn, type RoleRow, roleRow } from './format';
import { createMockRoleBackend } from './mock';
import { ROLE_TEXTS, roleCreateFailedText, roleDeletedText, roleUpdateFailedText } from './texts';

export type RoleOperation = 'search' | 'permissions' | 'create' | 'update' | 'delete';

export interface RoleButtons {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** The create and edit forms. */
export interface RoleForm {
  name: string;
  description?: string;
  permissionNames?: string[];
}

/** An updated role, stamped with the name it had before (spec §3). */
export type UpdatedRole = RoleRow & { oldName: string };

export type RoleStoreOptions = EditableListStoreOptions<RoleBackend>;

export interface RoleStore extends EditableListStore<RoleOperation, RoleButtons, RoleAction> {
  readonly $roles: ReadableAtom<RoleRow[]>;
  /** The project's permissions, for the forms' permissions multiselect. */
  readonly $permissions: ReadableAtom<Permission[]>;
  create(form: RoleForm): Promise<Result<RoleRow>>;
  /** Update the role named `oldName` (renaming it when `form.name` differs). */
  update(oldName: string, form: RoleForm): Promise<Result<UpdatedRole>>;
  /** Reload the permissions (the edit modal does this when it opens). */
  refreshPermissions(): Promise<void>;
}

const notAllowed = (what: string) => fail(localError('input', 'E_NOT_ALLOWED', what));

export function createRoleStore(options: RoleStoreOptions = {}): RoleStore {
  const now = options.now ?? Date.now;
  const api = chooseBackend<RoleBackend>(options, () => createMockRoleBackend(now));
  const notices = options.notices ?? createNotices();
  const { $ops, run } = createOperations<RoleOperation>();

  const $raw = atom<Role[]>([]);
  const $permissions = atom<Permission[]>([]);
  const $selection = atom<string[]>([]);
  const $roles = computed($raw, (roles) => roles.map(roleRow));
  const $buttons = computed($selection, (names) => ({
    create: true,
    edit: names.length === 1,
    delete: names.length > 0,
  }));

  let destroyed = false;
  let latest = 0;

  async function runSearch(params: SearchParams) {
    const ticket = ++latest;
    const result = await run('search', () => api.roles.search(params));
    if (!result.ok || destroyed || ticket !== latest) return;
    $raw.set(result.data);
    $selection.set(
      keepListed(
        $selection.get(),
        result.data.map((role) => role.name),
      ),
    );
  }
  const search = createSearch(runSearch);

  async function refreshPermissions() {
    const result = await run('permissions', () => api.permissions.loadAll());
    if (result.ok && !destroyed) $permissions.set(result.data);
  }

  const fields = (form: RoleForm) => ({
    description: form.description ?? '',
    permissionNames: form.permissionNames ?? [],
  });

  async function create(form: RoleForm): Promise<Result<RoleRow>> {
    if (!form.name?.trim()) return fail(invalid(requiredMessage('Name')));
    const result = await run('create', () =>
      api.roles.create({ name: form.name, ...fields(form) }),
    );
    if (!result.ok) {
      notices.failure(roleCreateFailedText(result.error.message));
      return result;
    }
    // The server answers nothing we read (§7), so the new role is built from the form.
    const role: Role = {
      name: form.name,
      ...fields(form),
      tenantId: api.tenant ?? '',
      createdTime: Math.floor(now() / 1000),
    };
    if (!destroyed) $raw.set([role, ...$raw.get()]);
    notices.success(ROLE_TEXTS.created);
    return ok(roleRow(role));
  }

  async function update(oldName: string, form: RoleForm): Promise<Result<UpdatedRole>> {
    if (!form.name?.trim()) return fail(invalid(requiredMessage('Name')));
    const input = { name: oldName, newName: form.name, ...fields(form) };
    const result = await run('update', () => api.roles.update(input));
    if (!result.ok) {
      notices.failure(roleUpdateFailedText(result.error.message));
      return result;
    }
    const old = $raw.get().find((role) => role.name === oldName);
    const role: Role = { tenantId: api.tenant ?? '', ...old, name: form.name, ...fields(form) };
    if (!destroyed) {
      $raw.set($raw.get().map((each) => (each.name === oldName ? role : each)));
      $selection.set($selection.get().map((name) => (name === oldName ? form.name : name)));
    }
    notices.success(ROLE_TEXTS.updated);
    return ok({ ...roleRow(role), oldName });
  }

  async function remove(): Promise<Result<void>> {
    const names = [...$selection.get()];
    if (!$buttons.get().delete) return notAllowed('No role is selected');
    // Built-in roles belong to the project, not the tenant: asking the server to delete them
    // would fail the whole batch, so only the tenant's own roles are sent.
    const builtIn = new Set(
      $raw
        .get()
        .filter(isBuiltIn)
        .map((role) => role.name),
    );
    const deletable = names.filter((name) => !builtIn.has(name));
    if (deletable.length === 0) {
      notices.failure(ROLE_TEXTS.deleteFailed);
      return notAllowed('Built-in roles cannot be deleted');
    }
    const result = await run('delete', () => api.roles.deleteBatch(deletable));
    if (!result.ok) {
      notices.failure(ROLE_TEXTS.deleteFailed);
      return result;
    }
    if (!destroyed) {
      // Built-in roles are never removed from the list (spec §4, §6).
      $raw.set($raw.get().filter((role) => !deletable.includes(role.name)));
      $selection.set([]);
    }
    notices.success(roleDeletedText(deletable.length));
    return ok(undefined);
  }

  return {
    $roles,
    $permissions,
    $selection,
    $search: search.$search,
    $ops,
    $buttons,
    $notices: notices.$notices,
    async load() {
      await Promise.all([search.now(), refreshPermissions()]);
    },
    search: search.setText,
    searchNow: search.now,
    sort: search.setSort,
    select: (names) => $selection.set([...names]),
    confirmText: (action) => roleConfirmText(action, $selection.get()),
    create,
    update,
    remove,
    refreshPermissions,
    destroy() {
      destroyed = true;
      search.cancel();
    },
  };
}
