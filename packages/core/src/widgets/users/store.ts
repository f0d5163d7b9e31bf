import { atom, computed, type ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import { ok } from '../../http/result';
import { shownOnly } from '../../layout/actions';
import { confirmationText } from '../../layout/confirmation';
import type { LayoutColumn, ModalLayout } from '../../layout/schema';
import { createRoles } from '../../mgmt/roles';
import { createUsers } from '../../mgmt/users';
import { loadFailed, onDemand } from '../../on-demand';
import { loadPhoneLibrary } from '../../phone/load';
import { type CustomAttribute, type Role, type User, UserList } from '../../schemas';
import { createFormStore, type FormStore } from '../form/store';
import type { LayoutsState } from '../layouts/store';
import { lazyBackend } from '../lazy/backend';
import { createListStore, type ListSurface } from '../list/store';
import { type Notice, withMessage } from '../notices';
import { createOperations, type OperationsState } from '../operations';
import { createSecretStore } from '../secret/store';
import { createWidgetBase } from '../widget/base';
import type { WidgetOptions } from '../widget/options';
import { attributeFields, attributeValues, lockedFields, userColumns } from './attributes';
import { USER_BACKEND_METHODS, type UserBackend } from './backend';
import { type UserButtons, userButtons } from './enablement';
import { type UserRow, userKey, userLabel, userRow, userSearchText } from './format';

const TYPE = 'user-management-widget';

/** The actions on the selection that a confirmation precedes (spec 000 §2). */
export type UserAction = 'enable' | 'disable' | 'delete' | 'resetPassword' | 'removePasskey';

export type UserOperation = 'search' | 'roles' | 'attributes' | 'create' | 'update' | UserAction;

export type { UserButtons };

/** The modal shown: a form, an action's confirmation, or the generated password. */
export type UserModal = 'create' | 'edit' | 'generated' | UserAction;

export type UserStoreOptions = WidgetOptions<UserBackend>;

/**
 * The user-management widget, headless (spec 000 §2-§9, version 0.4.78): users, the tenant's
 * roles and the project's custom attributes loaded together; the selection keyed by login
 * ids; the enablement rules; create, edit, enable, disable, delete, temporary password and
 * passkey removal with their confirmations and notices; custom-attribute columns and fields;
 * phones checked with a phone library. A UI renders these atoms and calls these actions.
 */
export interface UserStore extends ListSurface {
  readonly $layouts: ReadableAtom<LayoutsState<typeof TYPE>>;
  readonly $users: ReadableAtom<UserRow[]>;
  readonly $roles: ReadableAtom<Role[]>;
  readonly $customAttributes: ReadableAtom<CustomAttribute[]>;
  /** The table's columns: the layout's, and one per custom attribute the server defines. */
  readonly $columns: ReadableAtom<LayoutColumn[]>;
  /** The create and edit forms' layouts, custom-attribute fields included. */
  readonly $createLayout: ReadableAtom<ModalLayout>;
  readonly $editLayout: ReadableAtom<ModalLayout>;
  /** Form fields shown but not editable (non-editable custom attributes). */
  readonly $lockedFields: ReadableAtom<ReadonlySet<string>>;
  readonly $ops: ReadableAtom<OperationsState<UserOperation>>;
  readonly $buttons: ReadableAtom<UserButtons>;
  readonly $notices: ReadableAtom<Notice[]>;
  dismiss(id: number): void;
  readonly $modal: ReadableAtom<UserModal | null>;
  readonly createForm: FormStore;
  readonly editForm: FormStore;
  /** The generated password while its modal is open. */
  readonly $secret: ReadableAtom<string>;
  /** Load the layouts, the users, the tenant's roles and the custom attributes together. */
  load(): Promise<void>;
  /** Select users by their key (their login ids); unknown keys are left out. */
  select(keys: readonly string[]): void;
  /** Open a form (create blank, edit prefilled) or a confirmation, when its button is enabled. */
  open(modal: Exclude<UserModal, 'generated'>): Promise<void>;
  close(): void;
  confirmText(action: UserAction): string;
  /** Validate the open form and create or update; success closes it. */
  submit(): Promise<boolean>;
  /** Run the open confirmation's action. */
  confirm(): Promise<void>;
  /** Copy the generated password, forget it and close (kept open when the copy failed). */
  closeSecret(): Promise<boolean>;
  destroy(): void;
}

/** The layout page of each action's confirmation (spec 000 §2). */
export const USER_CONFIRM_PAGES = {
  delete: 'delete-users-modal',
  disable: 'disable-user-modal',
  enable: 'enable-user-modal',
  removePasskey: 'remove-passkey-modal',
  resetPassword: 'reset-password-modal',
} as const satisfies Record<UserAction, string>;

const isAction = (modal: string): modal is UserAction => Object.hasOwn(USER_CONFIRM_PAGES, modal);
// What the forms do with their values (the phone check, the prefill, the create and update
// inputs) loads when a form opens, beside the phone library: a page that only lists users
// fetches neither. One that failed to load is asked for again by the next form.
type FormInput = typeof import('./form-input');
const loadFormInput = /* @__PURE__ */ onDemand('the user forms', () => import('./form-input'));
/** The forms' code and the phone library; the library's own failure is the phone check's. */
const loadForms = () =>
  Promise.all([loadFormInput(), loadPhoneLibrary().catch(() => undefined)]).then(
    ([input]) => input,
  );

// What the widget does once asked (create, update, the confirmed actions and their notices)
// loads as soon as a row is selected or a modal opens, so it is there when it is needed.
type ActionsModule = typeof import('./actions');
const loadActionsModule = /* @__PURE__ */ onDemand('the user actions', () => import('./actions'));
/** The actions' module, with the widget's own texts in `locale` loaded beside it. */
const loadActionsIn = (locale: Parameters<ActionsModule['loadUserTexts']>[0]) =>
  loadActionsModule().then((module) => module.loadUserTexts(locale).then(() => module));

const withFields = (layout: ModalLayout, attributes: readonly CustomAttribute[]): ModalLayout => ({
  ...layout,
  fields: [...layout.fields, ...attributeFields(attributes)],
});

export function createUserStore(options: UserStoreOptions = {}): UserStore {
  const { api, notices, layouts, locale, widgetTexts } = createWidgetBase(TYPE, options, {
    // The mock's sample data and search load with the first mock call, not with the widget.
    backend: (now) =>
      lazyBackend<UserBackend>(
        () => import('./mock').then(({ createMockUserBackend }) => createMockUserBackend(now)),
        USER_BACKEND_METHODS,
      ),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/users').then((pages) => pages.userLayoutsIn(locale)),
    groups: (call, tenant) => ({
      users: createUsers(call, tenant),
      roles: createRoles(call, tenant),
    }),
  });
  const operations = createOperations<UserOperation>();
  const { run } = operations;
  const list = createListStore<User, UserOperation>({
    fetch: async (params, read) => {
      // The spec's user search sends a single sort entry (§4).
      const result = await api.users.search({ ...params, sort: params.sort.slice(0, 1) }, read);
      return result.ok ? ok({ items: result.data.users, total: result.data.total }) : result;
    },
    id: userKey,
    operations,
    leading: { key: 'users', schema: UserList },
    // Held users answer a sort or a text search at once, as the server would.
    local: { text: userSearchText },
  });
  const secret = createSecretStore(options.clipboard);

  const $roles = atom<Role[]>([]);
  const $customAttributes = atom<CustomAttribute[]>([]);
  const $modal = atom<UserModal | null>(null);
  const $users = computed(list.$items, (users) => users.map(userRow));
  const $buttons = computed([list.$selected, list.$selection, layouts.$layouts], (selected, keys) =>
    shownOnly(userButtons(selected, keys.length), layouts.known('root')),
  );
  const $columns = computed([layouts.$layouts, $customAttributes], (_, attributes) =>
    userColumns(layouts.page('root').columns, attributes),
  );
  const $createLayout = computed([layouts.$layouts, $customAttributes], (_, attributes) =>
    withFields(layouts.page('create-user-modal'), attributes),
  );
  const $editLayout = computed([layouts.$layouts, $customAttributes], (_, attributes) =>
    withFields(layouts.page('edit-user-modal'), attributes),
  );
  const $lockedFields = computed($customAttributes, lockedFields);

  /** The one selected user, when the action's button allows it. */
  const target = (action: keyof UserButtons): User | undefined =>
    $buttons.get()[action] ? list.$selected.get()[0] : undefined;

  let acts: ReturnType<ActionsModule['userActions']> | undefined;
  const loadActions = () =>
    loadActionsIn(locale).then((module) => {
      acts ??= module.userActions({
        api,
        list,
        notices,
        run,
        secret,
        $modal,
        $buttons,
        target,
        attributes: () => $customAttributes.get(),
        destroyed: () => destroyed,
        locale,
        widgetTexts,
      });
      return acts;
    });

  // A submit waits for the forms' code and the actions; the phone check says so if they could
  // not load.
  let input: FormInput | undefined;
  const ready = () =>
    Promise.all([loadForms(), loadActions()]).then(([loaded]) => (input = loaded));
  const checks = {
    phone: (value: unknown) =>
      input && acts ? input.phoneCheck(value, acts.texts()) : widgetTexts()('checksUnavailable'),
  };
  // A form's layout once the pages are known (the form opens only then).
  const createLayout = () => (layouts.known('root') ? $createLayout.get() : undefined);
  const editLayout = () => (layouts.known('root') ? $editLayout.get() : undefined);
  // Code that did not load says so in the widget's notice, naming the part, as a failed
  // operation names the server's message.
  const unavailable = (text: 'formUnavailable' | 'actionUnavailable', error: GatehouseError) =>
    notices.failure(withMessage(widgetTexts()(text), error.message, widgetTexts()));
  const failed = (error: GatehouseError) => unavailable('formUnavailable', error);
  const createForm = createFormStore(createLayout, checks, { ready, failed, locale });
  const editForm = createFormStore(editLayout, checks, { ready, failed, locale });

  let destroyed = false;

  async function loadRoles() {
    const result = await run('roles', () => api.roles.loadAll());
    if (result.ok && !destroyed) $roles.set(result.data);
  }

  async function loadAttributes() {
    const result = await run('attributes', () => api.users.customAttributes());
    if (result.ok && !destroyed) $customAttributes.set(result.data);
  }

  async function openEdit() {
    const user = target('edit');
    if (!user) return;
    // Edit's roles are refreshed on open; the phone is shown formatted by the library.
    void loadRoles();
    const [forms] = await Promise.all([loadForms(), loadActions()]).catch((error: unknown) => {
      if (!destroyed) failed(loadFailed('the user forms', error));
      return [];
    });
    if (destroyed || !forms) return;
    input = forms;
    editForm.reset(forms.editValues(user, $customAttributes.get()));
    $modal.set('edit');
  }

  return {
    $layouts: layouts.$layouts,
    $users,
    $roles,
    $customAttributes,
    $columns,
    $createLayout,
    $editLayout,
    $lockedFields,
    $selection: list.$selection,
    $search: list.$search,
    $status: list.$status,
    $error: list.$error,
    $truncated: list.$truncated,
    $ops: operations.$ops,
    $buttons,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    $modal,
    createForm,
    editForm,
    $secret: secret.$secret,
    async load() {
      await Promise.all([layouts.load(), list.searchNow(), loadRoles(), loadAttributes()]);
    },
    search: list.search,
    searchNow: list.searchNow,
    sort: list.sort,
    select(keys) {
      const listed = new Set(list.$items.get().map(userKey));
      list.select(keys.filter((key) => listed.has(key)));
      // Every confirmed action acts on a selection: its code is on its way before it opens.
      if (keys.length) void loadActions().catch(() => undefined);
    },
    async open(modal) {
      if (modal === 'edit') return openEdit();
      if (modal === 'create') {
        createForm.reset({ ...attributeValues($customAttributes.get()) });
        void ready().catch(() => undefined);
      } else if (!$buttons.get()[modal]) return;
      else void loadActions().catch(() => undefined);
      $modal.set(modal);
    },
    close() {
      if ($modal.get() !== 'generated') $modal.set(null);
    },
    confirmText: (action) =>
      confirmationText(
        layouts.page(USER_CONFIRM_PAGES[action]),
        list.$selected.get().map(userLabel),
      ),
    async submit() {
      const modal = $modal.get();
      if (modal === 'create') {
        return createForm.submit(async (values) => {
          if (!input || !acts) return false;
          const result = await acts.create(values, input);
          // A refusal about a field goes on that field too, beside the failure notice.
          if (!result.ok) createForm.reject(acts.createRefusals(result.error));
          else if (!destroyed) $modal.set(null);
          return result.ok;
        });
      }
      const user = modal === 'edit' ? list.$selected.get()[0] : undefined;
      if (!user) return false;
      return editForm.submit(async (values) => {
        if (!input || !acts) return false;
        const result = await acts.update(user, values, input);
        if (result.ok && !destroyed) $modal.set(null);
        return result.ok;
      });
    },
    async confirm() {
      const modal = $modal.get();
      if (!modal || !isAction(modal)) return;
      $modal.set(null);
      const loaded = await loadActions().catch((error: unknown) => {
        if (!destroyed) unavailable('actionUnavailable', loadFailed('the user actions', error));
      });
      if (destroyed || !loaded) return;
      await loaded.actions[modal]();
    },
    async closeSecret() {
      if (!(await secret.copyAndClear())) {
        notices.failure(widgetTexts()('copyFailed'));
        return false;
      }
      $modal.set(null);
      return true;
    },
    destroy() {
      destroyed = true;
      list.destroy();
      layouts.destroy();
      secret.clear();
    },
  };
}
