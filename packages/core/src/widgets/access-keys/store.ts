import { atom, computed, type ReadableAtom } from 'nanostores';
import { ok, type Result } from '../../http/result';
import { ACCESS_KEY_TEXTS } from '../../i18n/sections';
import { shownOnly } from '../../layout/actions';
import { confirmationText } from '../../layout/confirmation';
import { createAccessKeys } from '../../mgmt/access-keys';
import { roleReads } from '../../mgmt/role-reads';
import { type AccessKey, AccessKeyList, type Role } from '../../schemas';
import { acting } from '../acting';
import { lazyBackend } from '../lazy/backend';
import { type ListActionsSurface, type ListWidgetSurface, listSurface } from '../list/surface';
import { createOperations } from '../operations';
import { createSecretStore } from '../secret/store';
import { notAllowed } from '../validation';
import { createWidgetBase } from '../widget/base';
import { mgmtBackend } from '../widget/mgmt-backend';
import type { WidgetOptions } from '../widget/options';
import { ACCESS_KEY_CONFIRM_PAGES, type AccessKeyAction } from './actions';
import { ACCESS_KEY_BACKEND_METHODS, type AccessKeyBackend } from './backend';
import type {
  AccessKeyCreating,
  AccessKeyForm,
  CreateAccessKeyForm,
  CreateAccessKeyOutcome,
} from './creating';
import { type AccessKeyRow, accessKeyRow } from './format';
import { accessKeyDoneText, accessKeyFailedText } from './texts';

const TYPE = 'access-key-management-widget';
/** The part that makes keys (creating.ts): a failure names it. */
const KEY_FORM = 'the key form';

export type { AccessKeyAction, AccessKeyForm, CreateAccessKeyForm, CreateAccessKeyOutcome };

export type AccessKeyOperation =
  | 'search'
  | 'roles'
  | 'create'
  | 'activate'
  | 'deactivate'
  | 'delete';

export interface AccessKeyButtons {
  create: boolean;
  activate: boolean;
  deactivate: boolean;
  delete: boolean;
}

/** The modal shown: the create form, the one-time key, or an action's confirmation. */
export type AccessKeyModal = 'create' | 'generated' | AccessKeyAction;

export type AccessKeyStoreOptions = WidgetOptions<AccessKeyBackend>;

/**
 * The access-key widget, headless (spec 000 §2-§9): the list, its selection and buttons, the
 * create form, the one-time key, the confirmations and the notices. A UI renders these atoms
 * and calls these actions; it holds no rule of its own.
 */
export interface AccessKeyStore
  extends ListWidgetSurface<typeof TYPE, AccessKeyRow, AccessKeyOperation>,
    ListActionsSurface<AccessKeyButtons, AccessKeyModal, AccessKeyAction> {
  /** The keys as the table shows them (the same atom as `$rows`). */
  readonly $keys: ReadableAtom<AccessKeyRow[]>;
  /** The tenant's roles, for the create form's roles multiselect. */
  readonly $roles: ReadableAtom<Role[]>;
  /**
   * The create form (its values and errors, and its bound user), made with the key form part
   * when the form first opens: undefined until that part is in (the modal shows at once).
   */
  readonly $form: ReadableAtom<AccessKeyForm | undefined>;
  /** The new key's cleartext while the one-time display is open. */
  readonly $secret: ReadableAtom<string>;
  /**
   * Open a modal: the create form (blank, once its part is in), or an action's confirmation
   * when it is enabled.
   */
  open(modal: 'create' | AccessKeyAction): Promise<void>;
  /** Close the open form or confirmation (the one-time display closes with closeSecret). */
  close(): void;
  /** Validate the create form and create; success shows the key once. */
  submitCreate(): Promise<boolean>;
  /** Copy the key to the clipboard, forget it and close (kept open when the copy failed). */
  closeSecret(): Promise<boolean>;
  create(form: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome>;
  activate(): Promise<Result<void>>;
  deactivate(): Promise<Result<void>>;
  remove(): Promise<Result<void>>;
}

const everyEditable = (keys: AccessKey[]) => keys.every((key) => key.editable === true);
const isAction = (modal: string): modal is AccessKeyAction =>
  Object.hasOwn(ACCESS_KEY_CONFIRM_PAGES, modal);

export function createAccessKeyStore(options: AccessKeyStoreOptions = {}): AccessKeyStore {
  const base = createWidgetBase(TYPE, options, {
    // The mock's sample data loads with the first mock call, not with the widget.
    backend: (now) =>
      lazyBackend(
        () => import('./mock'),
        ({ createMockAccessKeyBackend }): AccessKeyBackend => createMockAccessKeyBackend(now),
        ACCESS_KEY_BACKEND_METHODS,
      ),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/access-keys').then((pages) => pages.accessKeyLayoutsIn(locale)),
    texts: [ACCESS_KEY_TEXTS],
    server: mgmtBackend((call) => ({
      accessKeys: createAccessKeys(call),
      // The forms offer the tenant's roles: the reads alone.
      roles: roleReads(call),
      // The user search loads with the first search for a bound user (the create form), not
      // with the list: most visits to the keys never bind one. The reads alone: a key's form
      // changes no user.
      ...lazyBackend(
        () => import('../../mgmt/user-reads'),
        ({ userReads }): Pick<AccessKeyBackend, 'users'> => ({ users: userReads(call) }),
        { users: ACCESS_KEY_BACKEND_METHODS.users },
        'the user search',
      ),
    })),
  });
  const { api, now, notices, layouts, locale, widgetTexts } = base;
  const t = () => base.texts(ACCESS_KEY_TEXTS);
  const operations = createOperations<AccessKeyOperation>();
  const { run } = operations;
  const secret = createSecretStore(options.clipboard);
  const { surface, list, destroyed } = listSurface({
    layouts,
    operations,
    search: (params, read) => api.accessKeys.search(params, read),
    key: 'keys',
    leading: AccessKeyList,
    id: (key) => key.id,
    row: (key) => accessKeyRow(key, now()),
    loads: [loadRoles],
    destroy() {
      creating.load.loaded()?.opened.boundUser.destroy();
      secret.clear();
    },
  });
  // The create form, its bound user and the create call: one part, loaded when the form opens.
  const creating = acting(
    KEY_FORM,
    () => import('./creating'),
    ({ accessKeyCreating }): AccessKeyCreating =>
      accessKeyCreating({
        api,
        list,
        notices,
        run,
        now,
        locale,
        layout: () => layouts.known('create-access-key-modal'),
        texts: t,
        widgetTexts,
      }),
    { run, notices, widgetTexts },
  );
  const $form = atom<AccessKeyForm | undefined>(undefined);

  const $roles = atom<Role[]>([]);
  const $modal = atom<AccessKeyModal | null>(null);
  const $buttons = computed(
    [list.$selected, list.$selection, layouts.$layouts],
    (selected, ids) => {
      const actionable =
        ids.length > 0 && selected.length === ids.length && everyEditable(selected);
      const buttons = {
        create: true,
        activate: actionable,
        deactivate: actionable,
        delete: actionable,
      };
      return shownOnly(buttons, layouts.known('root'));
    },
  );

  async function loadRoles() {
    const result = await run('roles', () => api.roles.loadAll());
    if (result.ok && !destroyed()) $roles.set(result.data);
  }

  /** Create from `form`'s values with the key form part; a part that did not load says so. */
  async function create(form: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome> {
    const made = await creating.act('create', (part) => part.create(form).then(ok));
    return made.ok ? made.data : made;
  }

  /** The create modal shows at once; its form comes with the key form part. */
  async function openCreate() {
    $form.set(undefined);
    $modal.set('create');
    const part = await creating.forForm();
    // Closed or replaced while the part loaded: that modal is no longer this one's.
    if (destroyed() || $modal.get() !== 'create') return;
    if (!part) {
      // The notice names the part; the next click tries again.
      $modal.set(null);
      return;
    }
    part.open();
    $form.set(part.opened);
  }

  /** Run a batch action on the selection; `apply` updates the list after the server agreed. */
  async function batch(action: AccessKeyAction, apply: (ids: string[]) => void) {
    const ids = [...list.$selection.get()];
    if (!$buttons.get()[action]) return notAllowed(`Cannot ${action} the selected keys`);
    const result = await run(action, () => api.accessKeys[action](ids));
    if (!result.ok) {
      notices.failure(accessKeyFailedText(action, t()));
      return result;
    }
    if (!destroyed()) apply(ids);
    notices.success(accessKeyDoneText(action, ids.length, t()));
    return ok(undefined);
  }

  const setStatus = (status: string) => (ids: string[]) =>
    list.update((keys) => keys.map((key) => (ids.includes(key.id) ? { ...key, status } : key)));

  const actions: Record<AccessKeyAction, () => Promise<Result<void>>> = {
    activate: () => batch('activate', setStatus('active')),
    deactivate: () => batch('deactivate', setStatus('inactive')),
    delete: () =>
      batch('delete', (ids) => {
        list.update((keys) => keys.filter((key) => !ids.includes(key.id)));
        list.select([]);
      }),
  };

  return {
    ...surface,
    $keys: surface.$rows,
    $roles,
    $buttons,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    $modal,
    $form,
    $secret: secret.$secret,
    async open(modal) {
      if (modal === 'create') return openCreate();
      if ($buttons.get()[modal]) $modal.set(modal);
    },
    close() {
      if ($modal.get() !== 'generated') $modal.set(null);
    },
    confirmText: (action) =>
      confirmationText(
        layouts.page(ACCESS_KEY_CONFIRM_PAGES[action]),
        list.$selected.get().map((key) => key.name ?? key.id),
      ),
    async submitCreate() {
      const part = $form.get() && creating.load.loaded();
      if (!part) return false;
      return part.submit(({ cleartext }) => {
        if (destroyed()) return false;
        secret.show(cleartext);
        $modal.set('generated');
        return true;
      });
    },
    async confirm() {
      const modal = $modal.get();
      if (!modal || !isAction(modal)) return;
      $modal.set(null);
      await actions[modal]();
    },
    async closeSecret() {
      if (!(await secret.copyAndClear())) {
        notices.failure(widgetTexts()('copyFailed'));
        return false;
      }
      $form.get()?.form.reset();
      $modal.set(null);
      return true;
    },
    create,
    activate: actions.activate,
    deactivate: actions.deactivate,
    remove: actions.delete,
  };
}
