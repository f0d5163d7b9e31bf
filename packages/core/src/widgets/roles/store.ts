import { atom, computed, type ReadableAtom } from 'nanostores';
import { fail, ok, type Result } from '../../http/result';
import { englishOf } from '../../i18n/section';
import { ROLE_TEXTS } from '../../i18n/sections';
import { shownOnly } from '../../layout/actions';
import { confirmationText } from '../../layout/confirmation';
import { createPermissions } from '../../mgmt/permissions';
import { createRoles } from '../../mgmt/roles';
import type { Permission, Role } from '../../schemas';
import { refusedFields } from '../form/refusals';
import { createFormStore, type FormStore, type FormValues, formChecks } from '../form/store';
import { lazyBackend } from '../lazy/backend';
import { type ListActionsSurface, type ListWidgetSurface, listSurface } from '../list/surface';
import { withMessage } from '../notices';
import { createOperations } from '../operations';
import { invalid, labelOf, notAllowed, strings, text } from '../validation';
import { createWidgetBase } from '../widget/base';
import { mgmtBackend } from '../widget/mgmt-backend';
import type { WidgetOptions } from '../widget/options';
import { ROLE_BACKEND_METHODS, type RoleBackend } from './backend';
import { isBuiltIn, type RoleRow, roleRow } from './format';
import { MOCK_TENANT } from './mock-tenant';
import { roleNameTaken } from './names';
import { roleRefusals } from './refusals';
import { roleBuiltInNote, roleDeletedText, roleNameTakenText } from './texts';

const TYPE = 'role-management-widget';

export type RoleOperation = 'search' | 'roles' | 'permissions' | 'create' | 'update' | 'delete';

export interface RoleButtons {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

export type RoleModal = 'create' | 'edit' | 'delete';

/** The create and edit forms. */
export interface RoleForm {
  name: string;
  description?: string;
  permissionNames?: string[];
}

/** An updated role, stamped with the name it had before (spec §3). */
export type UpdatedRole = RoleRow & { oldName: string };

export type RoleStoreOptions = WidgetOptions<RoleBackend>;

/** Ours: that built-in roles are never deleted (in English; the store says it in its locale). */
export const BUILT_IN_ROLE_NOTE = /* @__PURE__ */ roleBuiltInNote(
  /* @__PURE__ */ englishOf(ROLE_TEXTS),
);

/**
 * The role widget, headless (spec 000 §2-§9). Built-in roles (no tenant) are selected and
 * edited like any other (§2 words no exception), but never removed (§4, §6): a deletion leaves
 * them out, and `$builtInNote` says so while the list holds one.
 */
export interface RoleStore
  extends ListWidgetSurface<typeof TYPE, RoleRow, RoleOperation>,
    ListActionsSurface<RoleButtons, RoleModal, 'delete'> {
  /** The roles as the table shows them (the same atom as `$rows`). */
  readonly $roles: ReadableAtom<RoleRow[]>;
  /** The project's permissions, for the forms' permissions multiselect. */
  readonly $permissions: ReadableAtom<Permission[]>;
  readonly createForm: FormStore;
  readonly editForm: FormStore;
  /** Select roles by name, built-in ones too. */
  select(names: readonly string[]): void;
  /** That built-in roles are never deleted, while the list holds one; else undefined. */
  readonly $builtInNote: ReadableAtom<string | undefined>;
  /**
   * Open a modal: create (blank), edit (prefilled from the selected role, permissions
   * reloaded) or the delete confirmation, each only when its button is enabled.
   */
  open(modal: RoleModal): void;
  /** Validate the open form and create or update; success closes it. */
  submit(): Promise<boolean>;
  /** Delete the selection (the open confirmation's action). */
  confirm(): Promise<void>;
  create(form: RoleForm): Promise<Result<RoleRow>>;
  /** Update the role named `oldName` (renaming it when `form.name` differs). */
  update(oldName: string, form: RoleForm): Promise<Result<UpdatedRole>>;
  remove(): Promise<Result<void>>;
  /** Reload the permissions (the edit modal does this when it opens). */
  refreshPermissions(): Promise<void>;
}

export function createRoleStore(options: RoleStoreOptions = {}): RoleStore {
  const base = createWidgetBase(TYPE, options, {
    // The mock's sample data loads with the first mock call, not with the widget.
    backend: (now) => ({
      tenant: MOCK_TENANT,
      ...lazyBackend(
        () => import('./mock'),
        ({ createMockRoleBackend }): Omit<RoleBackend, 'tenant'> => createMockRoleBackend(now),
        ROLE_BACKEND_METHODS,
      ),
    }),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/roles').then((pages) => pages.roleLayoutsIn(locale)),
    texts: [ROLE_TEXTS],
    server: mgmtBackend((call, tenant) => ({
      tenant,
      roles: createRoles(call, tenant),
      permissions: createPermissions(call),
    })),
  });
  const { api, now, notices, layouts, locale, widgetTexts } = base;
  const t = () => base.texts(ROLE_TEXTS);
  /** A headless call without a name: the form's own words for it (with its checks, loaded). */
  const nameRequired = async (page: 'create-role-modal' | 'edit-role-modal') => {
    const { requiredIn } = await formChecks();
    return invalid(await requiredIn(locale, labelOf(layouts.known(page), 'name')));
  };
  const operations = createOperations<RoleOperation>();
  const { run } = operations;
  const { surface, list, destroyed } = listSurface({
    layouts,
    operations,
    search: (params) => api.roles.search(params),
    key: 'roles',
    id: (role) => role.name,
    row: roleRow,
    loads: [refreshPermissions],
  });
  // Every role the tenant sees, loaded when a form opens: the list may hold only a search's
  // matches, and a new name must differ from all of them (names.ts).
  const $allRoles = atom<Role[]>([]);
  let allRolesLoaded: Promise<unknown> = Promise.resolve();
  const nameProblem = (name: string, self?: string) =>
    roleNameTaken([...$allRoles.get(), ...list.$items.get()], name, self)
      ? roleNameTakenText(name, t())
      : undefined;
  const createForm = createFormStore(
    () => layouts.known('create-role-modal'),
    { name: (value) => nameProblem(text(value)) },
    { ready: () => allRolesLoaded, locale },
  );
  const editForm = createFormStore(
    () => layouts.known('edit-role-modal'),
    { name: (value) => nameProblem(text(value), list.$selection.get()[0]) },
    { ready: () => allRolesLoaded, locale },
  );

  const $permissions = atom<Permission[]>([]);
  const $modal = atom<RoleModal | null>(null);
  const $buttons = computed([list.$selection, layouts.$layouts], (names) =>
    shownOnly(
      { create: true, edit: names.length === 1, delete: names.length > 0 },
      layouts.known('root'),
    ),
  );

  async function loadAllRoles() {
    const result = await run('roles', () => api.roles.search({}));
    if (result.ok && !destroyed()) $allRoles.set(result.data.roles);
  }

  async function refreshPermissions() {
    const result = await run('permissions', () => api.permissions.loadAll());
    if (result.ok && !destroyed()) $permissions.set(result.data);
  }

  const fields = (form: RoleForm) => ({
    description: form.description ?? '',
    permissionNames: form.permissionNames ?? [],
  });

  async function create(form: RoleForm): Promise<Result<RoleRow>> {
    if (!form.name?.trim()) return fail(await nameRequired('create-role-modal'));
    const taken = nameProblem(form.name);
    if (taken) return fail(invalid(taken));
    const result = await run('create', () =>
      api.roles.create({ name: form.name, ...fields(form) }),
    );
    if (!result.ok) {
      notices.failure(withMessage(t()('createFailed'), result.error.message, widgetTexts()));
      return result;
    }
    // The server answers nothing we read (§7), so the new role is built from the form.
    const role: Role = {
      name: form.name,
      ...fields(form),
      tenantId: api.tenant ?? '',
      createdTime: Math.floor(now() / 1000),
    };
    // Create adds at the top (spec §4).
    list.update((roles) => [role, ...roles]);
    notices.success(t()('created'));
    return ok(roleRow(role));
  }

  async function update(oldName: string, form: RoleForm): Promise<Result<UpdatedRole>> {
    if (!form.name?.trim()) return fail(await nameRequired('edit-role-modal'));
    const taken = nameProblem(form.name, oldName);
    if (taken) return fail(invalid(taken));
    const input = { name: oldName, newName: form.name, ...fields(form) };
    const result = await run('update', () => api.roles.update(input));
    if (!result.ok) {
      notices.failure(withMessage(t()('updateFailed'), result.error.message, widgetTexts()));
      return result;
    }
    const old = list.$items.get().find((role) => role.name === oldName);
    const role: Role = { tenantId: api.tenant ?? '', ...old, name: form.name, ...fields(form) };
    // The selection follows the rename before the list changes, so it stays on this role.
    list.select(list.$selection.get().map((name) => (name === oldName ? form.name : name)));
    list.update((roles) => roles.map((each) => (each.name === oldName ? role : each)));
    notices.success(t()('updated'));
    return ok({ ...roleRow(role), oldName });
  }

  async function remove(): Promise<Result<void>> {
    if (!$buttons.get().delete) return notAllowed('No role is selected');
    // Built-in roles are never removed (§4); the server would refuse a batch naming one.
    const names = removableOf(list.$selection.get());
    if (names.length === 0) {
      list.select([]);
      notices.failure(roleBuiltInNote(t()));
      return notAllowed('Built-in roles are never deleted');
    }
    const result = await run('delete', () => api.roles.deleteBatch(names));
    if (!result.ok) {
      notices.failure(t()('deleteFailed'));
      return result;
    }
    list.update((roles) => roles.filter((role) => !names.includes(role.name)));
    list.select([]);
    notices.success(roleDeletedText(names.length, t()));
    return ok(undefined);
  }

  /** The selected names that may be deleted: every one but the built-in roles. */
  const removableOf = (names: readonly string[]) => {
    const builtIn = new Set(
      list.$items
        .get()
        .filter(isBuiltIn)
        .map((role) => role.name),
    );
    return names.filter((name) => !builtIn.has(name));
  };
  const $builtInNote = computed([list.$items, layouts.$layouts], (roles) =>
    roles.some(isBuiltIn) ? roleBuiltInNote(t()) : undefined,
  );
  const formOf = (values: FormValues): RoleForm => ({
    name: text(values.name),
    description: text(values.description),
    permissionNames: strings(values.permissionNames),
  });

  return {
    ...surface,
    $roles: surface.$rows,
    $permissions,
    $buttons,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    $modal,
    createForm,
    editForm,
    select: list.select,
    $builtInNote,
    open(modal) {
      if (!$buttons.get()[modal]) return;
      if (modal !== 'delete') allRolesLoaded = loadAllRoles();
      if (modal === 'create') createForm.reset();
      if (modal === 'edit') {
        const name = list.$selection.get()[0];
        const role = list.$items.get().find((each) => each.name === name);
        if (!role) return;
        editForm.reset({
          name: role.name,
          description: role.description ?? '',
          permissionNames: role.permissionNames ?? [],
        });
        // The permissions multiselect is refreshed on open (spec §2).
        void refreshPermissions();
      }
      $modal.set(modal);
    },
    close: () => $modal.set(null),
    // The roles the deletion removes; the selection itself when it holds only built-in ones.
    confirmText: () => {
      const selected = list.$selection.get();
      const removable = removableOf(selected);
      return confirmationText(
        layouts.page('delete-roles-modal'),
        removable.length > 0 ? removable : selected,
      );
    },
    async submit() {
      const modal = $modal.get();
      if (modal === 'create') {
        return createForm.submit(async (values) => {
          const result = await create(formOf(values));
          // A refusal about a field goes on that field too, beside the failure notice.
          if (!result.ok)
            createForm.reject(refusedFields(result.error, roleRefusals(text(values.name), t())));
          else if (!destroyed()) $modal.set(null);
          return result.ok;
        });
      }
      if (modal === 'edit') {
        const oldName = list.$selection.get()[0];
        if (!oldName) return false;
        return editForm.submit(async (values) => {
          const result = await update(oldName, formOf(values));
          if (!result.ok)
            editForm.reject(refusedFields(result.error, roleRefusals(text(values.name), t())));
          else if (!destroyed()) $modal.set(null);
          return result.ok;
        });
      }
      return false;
    },
    async confirm() {
      if ($modal.get() !== 'delete') return;
      $modal.set(null);
      await remove();
    },
    create,
    update,
    remove,
    refreshPermissions,
  };
}
