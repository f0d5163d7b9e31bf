import { atom, computed, type ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import { ok, type Result } from '../../http/result';
import { ACCESS_KEY_TEXTS } from '../../i18n/sections';
import { shownOnly } from '../../layout/actions';
import { confirmationText } from '../../layout/confirmation';
import type { FormTexts } from '../../layout/validate';
import { createAccessKeys } from '../../mgmt/access-keys';
import { roleReads } from '../../mgmt/role-reads';
import { type AccessKey, AccessKeyList, type Role } from '../../schemas';
import { createFormStore, type FormStore, type FormValues, formChecks } from '../form/store';
import { lazyBackend } from '../lazy/backend';
import { type ListActionsSurface, type ListWidgetSurface, listSurface } from '../list/surface';
import { withMessage } from '../notices';
import { createOperations } from '../operations';
import { createSecretStore } from '../secret/store';
import { invalid, labelOf, notAllowed, strings, text } from '../validation';
import { createWidgetBase } from '../widget/base';
import { mgmtBackend } from '../widget/mgmt-backend';
import type { WidgetOptions } from '../widget/options';
import { ACCESS_KEY_CONFIRM_PAGES, type AccessKeyAction } from './actions';
import { ACCESS_KEY_BACKEND_METHODS, type AccessKeyBackend } from './backend';
import { type BoundUserPicker, createBoundUserPicker } from './bound-user';
import {
  type AccessKeyRow,
  accessKeyRow,
  DEFAULT_EXPIRATION,
  type ExpirationMessages,
  expirationMessages,
  parseExpiration,
} from './format';
import { accessKeyDoneText, accessKeyFailedText } from './texts';

const TYPE = 'access-key-management-widget';

export type { AccessKeyAction };

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

/** The create form (spec §3): expiration is a number of days as text. */
export interface CreateAccessKeyForm {
  name: string;
  expiration: string;
  roleNames?: string[];
  userId?: string;
}

export type CreateAccessKeyOutcome =
  | { ok: true; cleartext: string; key: AccessKeyRow }
  | { ok: false; error: GatehouseError };

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
  /** The create form's values and errors. */
  readonly createForm: FormStore;
  /** The create form's bound user: the tenant's users, found by name or email. */
  readonly boundUser: BoundUserPicker;
  /** The new key's cleartext while the one-time display is open. */
  readonly $secret: ReadableAtom<string>;
  /** Open a modal: the create form (blank), or an action's confirmation when it is enabled. */
  open(modal: 'create' | AccessKeyAction): void;
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
      lazyBackend<AccessKeyBackend>(
        () =>
          import('./mock').then(({ createMockAccessKeyBackend }) =>
            createMockAccessKeyBackend(now),
          ),
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
      ...lazyBackend<Pick<AccessKeyBackend, 'users'>>(
        () => import('../../mgmt/user-reads').then(({ userReads }) => ({ users: userReads(call) })),
        { users: ACCESS_KEY_BACKEND_METHODS.users },
        'the user search',
      ),
    })),
  });
  const { api, now, notices, layouts, locale, widgetTexts } = base;
  const t = () => base.texts(ACCESS_KEY_TEXTS);
  /** The expiration's messages in the widget's locale. */
  /** The expiration's messages in the widget's locale, with the forms' (the form's checks). */
  const messages = (forms: FormTexts): ExpirationMessages => expirationMessages(t(), forms);
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
      boundUser.destroy();
      secret.clear();
    },
  });
  const createForm = createFormStore(
    () => layouts.known('create-access-key-modal'),
    {
      expiration: (value, _values, forms) => {
        const parsed = parseExpiration(text(value), now(), messages(forms));
        return parsed.ok ? undefined : parsed.message;
      },
    },
    // "abc" in a number of days is wrong as soon as it is typed, not at the submit.
    { live: ['expiration'], locale },
  );
  const boundUser = createBoundUserPicker((input) => api.users.search(input), createForm);

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

  async function create(form: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome> {
    if (!form.name?.trim()) {
      const label = labelOf(layouts.known('create-access-key-modal'), 'name');
      const { requiredIn } = await formChecks();
      return { ok: false, error: invalid(await requiredIn(locale, label)) };
    }
    const { formTextsIn } = await formChecks();
    const forms = await formTextsIn(locale);
    const expiration = parseExpiration(form.expiration ?? '', now(), messages(forms));
    if (!expiration.ok) return { ok: false, error: invalid(expiration.message) };
    const input = {
      name: form.name,
      expireTime: expiration.expireTime,
      roleNames: form.roleNames ?? [],
      userId: form.userId,
    };
    const result = await run('create', () => api.accessKeys.create(input));
    if (!result.ok) {
      notices.failure(withMessage(t()('createFailed'), result.error.message, widgetTexts()));
      return result;
    }
    // Create puts the new key at the top (spec §4).
    list.update((keys) => [result.data.key, ...keys]);
    notices.success(t()('created'));
    return {
      ok: true,
      cleartext: result.data.cleartext,
      key: accessKeyRow(result.data.key, now()),
    };
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

  const fromForm = (values: FormValues): CreateAccessKeyForm => ({
    name: text(values.name),
    expiration: text(values.expiration),
    roleNames: strings(values.roleNames),
    userId: text(values.userId) || undefined,
  });

  return {
    ...surface,
    $keys: surface.$rows,
    $roles,
    $buttons,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    $modal,
    createForm,
    boundUser,
    $secret: secret.$secret,
    open(modal) {
      if (modal === 'create') {
        // 0 (never) until changed: the field's hint says so, and most keys are made so.
        createForm.reset({ expiration: DEFAULT_EXPIRATION });
        // The users to bind the key to load when they may be needed, not with the list.
        void boundUser.open();
      } else if (!$buttons.get()[modal]) return;
      $modal.set(modal);
    },
    close() {
      if ($modal.get() !== 'generated') $modal.set(null);
    },
    confirmText: (action) =>
      confirmationText(
        layouts.page(ACCESS_KEY_CONFIRM_PAGES[action]),
        list.$selected.get().map((key) => key.name ?? key.id),
      ),
    submitCreate: () =>
      createForm.submit(async (values) => {
        const outcome = await create(fromForm(values));
        // A failure keeps the form open with everything typed; the notice says why.
        if (!outcome.ok || destroyed()) return false;
        secret.show(outcome.cleartext);
        $modal.set('generated');
        return true;
      }),
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
      createForm.reset();
      $modal.set(null);
      return true;
    },
    create,
    activate: actions.activate,
    deactivate: actions.deactivate,
    remove: actions.delete,
  };
}
