import { atom, computed, type ReadableAtom } from 'nanostores';
import { USER_TEXTS } from '../../i18n/sections';
import { shownOnly } from '../../layout/actions';
import { confirmationText } from '../../layout/confirmation';
import { WIDGET_PAGES } from '../../layout/pages';
import type { LayoutColumn } from '../../layout/schema';
import { roleReads } from '../../mgmt/role-reads';
import { userReads } from '../../mgmt/user-reads';
import { loadPhoneLibrary } from '../../phone/load';
import { type CustomAttribute, type Role, type User, UserList } from '../../schemas';
import { acting } from '../acting';
import type { FormStore } from '../form/store';
import { lazyBackend } from '../lazy/backend';
import { type ListActionsSurface, type ListWidgetSurface, listSurface } from '../list/surface';
import { withMessage } from '../notices';
import { createOperations } from '../operations';
import { createSecretStore } from '../secret/store';
import { createWidgetBase } from '../widget/base';
import { mgmtBackend } from '../widget/mgmt-backend';
import type { WidgetOptions } from '../widget/options';
import type { UserActions, UserActionsContext, UserForm } from './actions';
import { userColumns } from './attributes';
import { USER_BACKEND_METHODS, USER_WRITE_METHODS, type UserBackend } from './backend';
import { type UserButtons, userButtons } from './enablement';
import {
  type FilterChoice,
  filterBody,
  filterChoices,
  filtering,
  matchesFilters,
  type UserFilters,
} from './filters';
import { type UserRow, userKey, userLabel, userRow, userSearchText } from './format';
import {
  isUserAction,
  USER_CONFIRM_PAGES,
  USER_LATER_PAGES,
  type UserAction,
  type UserModal,
  type UserOperation,
} from './modals';

const TYPE = 'user-management-widget';
/** The part that holds what the widget does once asked (actions.ts): a failure names it. */
const USER_ACTIONS = 'the user actions';

export type { UserAction, UserButtons, UserForm, UserModal, UserOperation };
export { USER_CONFIRM_PAGES };

export type UserStoreOptions = WidgetOptions<UserBackend>;

/**
 * The user-management widget, headless (spec 000 §2-§9, version 0.4.78): users, the tenant's
 * roles and the project's custom attributes loaded together; the selection keyed by login
 * ids; the enablement rules; create, edit, enable, disable, delete, temporary password and
 * passkey removal with their confirmations and notices; custom-attribute columns and fields;
 * phones checked with a phone library. A UI renders these atoms and calls these actions.
 */
export interface UserStore
  extends ListWidgetSurface<typeof TYPE, UserRow, UserOperation>,
    ListActionsSurface<UserButtons, UserModal, UserAction> {
  /** The users as the table shows them (the same atom as `$rows`). */
  readonly $users: ReadableAtom<UserRow[]>;
  readonly $roles: ReadableAtom<Role[]>;
  readonly $customAttributes: ReadableAtom<CustomAttribute[]>;
  /** The table's columns: the layout's, and one per custom attribute the server defines. */
  readonly $columns: ReadableAtom<LayoutColumn[]>;
  /**
   * The open create or edit form with its layout (custom-attribute fields included) and its
   * locked fields, made with the user actions part when a form first opens: undefined until
   * that part is in (the modal shows at once, its fields with the part).
   */
  readonly $formView: ReadableAtom<UserForm | undefined>;
  /** The open form's values and errors (`$formView`'s form). */
  readonly $form: ReadableAtom<FormStore | undefined>;
  /** The generated password while its modal is open. */
  readonly $secret: ReadableAtom<string>;
  /** The status and role filters chosen; they combine with the text search. */
  readonly $filters: ReadableAtom<UserFilters>;
  /** The filters' selects: labels and options (the status's and the tenant's roles). */
  readonly $filterChoices: ReadableAtom<Record<keyof UserFilters, FilterChoice>>;
  /** Change filters (an empty value clears one) and search again now. */
  filter(change: UserFilters): Promise<void>;
  /** Load the layouts, the users, the tenant's roles and the custom attributes together. */
  load(): Promise<void>;
  /** Select users by their key (their login ids); unknown keys are left out. */
  select(keys: readonly string[]): void;
  /** Open a form (create blank, edit prefilled) or a confirmation, when its button is enabled. */
  open(modal: Exclude<UserModal, 'generated'>): Promise<void>;
  /** Validate the open form and create or update; success closes it. */
  submit(): Promise<boolean>;
  /** Copy the generated password, forget it and close (kept open when the copy failed). */
  closeSecret(): Promise<boolean>;
}

// The forms wait for the phone library (a chunk of its own, shared with the flow's phone field):
// a page that only lists users never fetches it. Its failure is the phone check's (the check
// says the phone cannot be checked), so the forms still open.
const phoneLibrary = () => loadPhoneLibrary().catch(() => undefined);

export function createUserStore(options: UserStoreOptions = {}): UserStore {
  const { api, notices, layouts, locale, texts, widgetTexts } = createWidgetBase(TYPE, options, {
    // The mock's sample data and search load with the first mock call, not with the widget.
    backend: (now) =>
      lazyBackend(
        () => import('./mock'),
        ({ createMockUserBackend }): UserBackend => createMockUserBackend(now),
        USER_BACKEND_METHODS,
      ),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/users').then((pages) => pages.userLayoutsIn(locale)),
    texts: [USER_TEXTS],
    upFront: WIDGET_PAGES[TYPE].filter((page) => !USER_LATER_PAGES.has(page)),
    server: mgmtBackend((call, tenant) => ({
      users: {
        ...userReads(call),
        // The calls that change users load with the user actions, when a modal opens.
        ...lazyBackend(
          () => import('./actions'),
          ({ userWrites }): { users: ReturnType<typeof userWrites> } => ({
            users: userWrites(call, tenant),
          }),
          { users: USER_WRITE_METHODS },
          USER_ACTIONS,
        ).users,
      },
      // The forms offer the tenant's roles: the reads alone.
      roles: roleReads(call),
    })),
  });
  const secret = createSecretStore(options.clipboard);
  const operations = createOperations<UserOperation>();
  const { run } = operations;
  const $filters = atom<UserFilters>({});
  const { surface, list, destroyed } = listSurface({
    layouts,
    operations,
    // The spec's user search sends a single sort entry (§4); the filters ride along.
    search: (params, read) =>
      api.users.search(
        { ...params, sort: params.sort.slice(0, 1), ...filterBody($filters.get()) },
        read,
      ),
    keep: () => (filtering($filters.get()) ? matchesFilters($filters.get()) : undefined),
    key: 'users',
    leading: UserList,
    id: userKey,
    row: userRow,
    // Held users answer a sort or a text search at once, as the server would.
    local: { text: userSearchText },
    loads: [loadRoles, loadAttributes],
    destroy: () => secret.clear(),
  });

  const $roles = atom<Role[]>([]);
  const $customAttributes = atom<CustomAttribute[]>([]);
  const $modal = atom<UserModal | null>(null);
  const $formView = atom<UserForm | undefined>(undefined);
  const $buttons = computed([list.$selected, list.$selection, layouts.$layouts], (selected, keys) =>
    shownOnly(userButtons(selected, keys.length), layouts.known('root')),
  );
  const $columns = computed([layouts.$layouts, $customAttributes], (_, attributes) =>
    userColumns(layouts.page('root').columns, attributes),
  );

  /** The one selected user, when the action's button allows it. */
  const target = (action: keyof UserButtons): User | undefined =>
    $buttons.get()[action] ? list.$selected.get()[0] : undefined;

  const context = (): UserActionsContext => ({
    api,
    list,
    notices,
    run,
    secret,
    $modal,
    $formView,
    layouts,
    $customAttributes,
    computed,
    // A form's code that did not load says so in the widget's notice, naming the part, as a
    // failed operation names the server's message (the form keeps what was typed).
    forms: { ready: phoneLibrary, failed: (error) => editing.formFailed(error), locale },
    $buttons,
    target,
    destroyed,
    texts: () => texts(USER_TEXTS),
    widgetTexts,
  });
  // Create, edit and the confirmed actions: one part, loaded when a modal opens (actions.ts).
  const editing = acting(
    USER_ACTIONS,
    () => import('./actions'),
    ({ userActions }): UserActions => userActions(context()),
    { run, notices, widgetTexts },
  );

  async function loadRoles() {
    const result = await run('roles', () => api.roles.loadAll());
    if (result.ok && !destroyed()) $roles.set(result.data);
  }

  async function loadAttributes() {
    const result = await run('attributes', () => api.users.customAttributes());
    if (result.ok && !destroyed()) $customAttributes.set(result.data);
  }

  /** Load a confirmation's page that loads on demand; one that fails says so in a notice. */
  async function confirmPage(action: UserAction): Promise<boolean> {
    const page = USER_CONFIRM_PAGES[action];
    const loaded = await layouts.loadPages([page]);
    if (!loaded.ok) {
      const words = widgetTexts();
      notices.failure(withMessage(words('layoutFailed'), loaded.error.message, words));
    }
    return loaded.ok && !destroyed();
  }

  /**
   * Create's modal shows on the click, its form with the user actions part; edit's modal shows
   * with its form, prefilled with the user (roles refreshed on open).
   */
  async function openForm(modal: 'create' | 'edit') {
    const user = target('edit');
    if (modal === 'edit') {
      if (!user) return;
      void loadRoles();
    } else {
      $formView.set(undefined);
      $modal.set('create');
    }
    void phoneLibrary();
    const acts = await editing.forForm();
    if (acts) return acts.openForm(modal, user);
    // The part did not load: the notice names it, and the next click tries again.
    if (!destroyed() && modal === 'create' && $modal.get() === 'create') $modal.set(null);
  }

  return {
    ...surface,
    $users: surface.$rows,
    $roles,
    $customAttributes,
    $columns,
    $buttons,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    $modal,
    $formView,
    $form: computed($formView, (view) => view?.form),
    $secret: secret.$secret,
    $filters,
    $filterChoices: computed($roles, (roles) => filterChoices(roles, texts(USER_TEXTS))),
    filter(change) {
      // An empty choice ('' from a select's "All") clears that filter.
      const next = { ...$filters.get(), ...change };
      $filters.set({ status: next.status || undefined, role: next.role || undefined });
      return list.searchNow();
    },
    select(keys) {
      const listed = new Set(list.$items.get().map(userKey));
      list.select(keys.filter((key) => listed.has(key)));
      // A selected row is about to be acted on: its actions load while the user looks.
      if (keys.length > 0) editing.prepare();
    },
    async open(modal) {
      if (modal === 'edit' || modal === 'create') return openForm(modal);
      if (!$buttons.get()[modal]) return;
      // Synchronous for the confirmations loaded up front: their modal shows on the click.
      if (USER_LATER_PAGES.has(USER_CONFIRM_PAGES[modal]) && !(await confirmPage(modal))) return;
      // What the modal's button does loads while the user reads it.
      editing.prepare();
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
    // A form is open only once the user actions part is in.
    submit: () => editing.load.loaded()?.submit() ?? Promise.resolve(false),
    async confirm() {
      const modal = $modal.get();
      if (!modal || !isUserAction(modal)) return;
      $modal.set(null);
      await editing.act(modal, (acts) => acts.actions[modal]());
    },
    // The generated password is the part's answer: it is in whenever one is shown.
    closeSecret: () => editing.load.loaded()?.closeSecret() ?? Promise.resolve(true),
  };
}
