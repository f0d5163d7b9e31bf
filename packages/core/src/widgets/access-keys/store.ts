import { atom, computed, type ReadableAtom } from 'nanostores';
import { type GatehouseError, localError } from '../../http/errors';
import { fail, ok, type Result } from '../../http/result';
import type { AccessKey, Role } from '../../schemas';
import { chooseBackend } from '../backend';
import type { EditableListStore, EditableListStoreOptions } from '../list-store';
import { createNotices } from '../notices';
import { createOperations } from '../operations';
import { createSearch, type SearchParams } from '../search';
import { keepListed, pickSelected } from '../selection';
import { invalid, requiredMessage } from '../validation';
import type { AccessKeyBackend } from './backend';
import { type AccessKeyAction, accessKeyConfirmText } from './confirm';
import { type AccessKeyRow, accessKeyRow, parseExpiration } from './format';
import { createMockAccessKeyBackend } from './mock';
import { ACCESS_KEY_TEXTS, accessKeyCreateFailedText, accessKeyDoneText } from './texts';

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

export type AccessKeyStoreOptions = EditableListStoreOptions<AccessKeyBackend>;

export interface AccessKeyStore
  extends EditableListStore<AccessKeyOperation, AccessKeyButtons, AccessKeyAction> {
  readonly $keys: ReadableAtom<AccessKeyRow[]>;
  /** The tenant's roles, for the create form's roles multiselect. */
  readonly $roles: ReadableAtom<Role[]>;
  create(form: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome>;
  activate(): Promise<Result<void>>;
  deactivate(): Promise<Result<void>>;
}

const everyEditable = (keys: AccessKey[]) => keys.every((key) => key.editable === true);

export function createAccessKeyStore(options: AccessKeyStoreOptions = {}): AccessKeyStore {
  const now = options.now ?? Date.now;
  const api = chooseBackend<AccessKeyBackend>(options, () => createMockAccessKeyBackend(now));
  const notices = options.notices ?? createNotices();
  const { $ops, run } = createOperations<AccessKeyOperation>();

  const $raw = atom<AccessKey[]>([]);
  const $roles = atom<Role[]>([]);
  const $selection = atom<string[]>([]);
  const $keys = computed($raw, (keys) => keys.map((key) => accessKeyRow(key, now())));
  const $selected = computed([$raw, $selection], (keys, ids) =>
    pickSelected(keys, ids, (key) => key.id),
  );
  const $buttons = computed([$selected, $selection], (selected, ids) => {
    const actionable = ids.length > 0 && selected.length === ids.length && everyEditable(selected);
    return { create: true, activate: actionable, deactivate: actionable, delete: actionable };
  });

  let destroyed = false;
  let latest = 0;

  async function runSearch(params: SearchParams) {
    const ticket = ++latest;
    const result = await run('search', () => api.accessKeys.search(params));
    // Only the newest search replaces the list; an older, slower answer is dropped.
    if (!result.ok || destroyed || ticket !== latest) return;
    $raw.set(result.data);
    $selection.set(
      keepListed(
        $selection.get(),
        result.data.map((key) => key.id),
      ),
    );
  }
  const search = createSearch(runSearch);

  async function loadRoles() {
    const result = await run('roles', () => api.roles.loadAll());
    if (result.ok && !destroyed) $roles.set(result.data);
  }

  async function create(form: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome> {
    if (!form.name?.trim()) return { ok: false, error: invalid(requiredMessage('Name')) };
    const expiration = parseExpiration(form.expiration ?? '', now());
    if (!expiration.ok) return { ok: false, error: invalid(expiration.message) };
    const input = {
      name: form.name,
      expireTime: expiration.expireTime,
      roleNames: form.roleNames ?? [],
      userId: form.userId,
    };
    const result = await run('create', () => api.accessKeys.create(input));
    if (!result.ok) {
      notices.failure(accessKeyCreateFailedText(result.error.message));
      return result;
    }
    if (!destroyed) $raw.set([result.data.key, ...$raw.get()]);
    notices.success(ACCESS_KEY_TEXTS.created);
    return {
      ok: true,
      cleartext: result.data.cleartext,
      key: accessKeyRow(result.data.key, now()),
    };
  }

  /** Run a batch action on the selection; `apply` updates the list after the server agreed. */
  async function batch(action: AccessKeyAction, apply: (ids: string[]) => void) {
    const ids = [...$selection.get()];
    if (!$buttons.get()[action]) {
      return fail(localError('input', 'E_NOT_ALLOWED', `Cannot ${action} the selected keys`));
    }
    const result = await run(action, () => api.accessKeys[action](ids));
    if (!result.ok) {
      notices.failure(ACCESS_KEY_TEXTS.failed[action]);
      return result;
    }
    if (!destroyed) apply(ids);
    notices.success(accessKeyDoneText(action, ids.length));
    return ok(undefined);
  }

  const setStatus = (status: string) => (ids: string[]) =>
    $raw.set($raw.get().map((key) => (ids.includes(key.id) ? { ...key, status } : key)));

  return {
    $keys,
    $roles,
    $selection,
    $search: search.$search,
    $ops,
    $buttons,
    $notices: notices.$notices,
    async load() {
      await Promise.all([search.now(), loadRoles()]);
    },
    search: search.setText,
    searchNow: search.now,
    sort: search.setSort,
    select: (ids) => $selection.set([...ids]),
    confirmText: (action) =>
      accessKeyConfirmText(
        action,
        $selected.get().map((key) => key.name),
      ),
    create,
    activate: () => batch('activate', setStatus('active')),
    deactivate: () => batch('deactivate', setStatus('inactive')),
    remove: () =>
      batch('delete', (ids) => {
        $raw.set($raw.get().filter((key) => !ids.includes(key.id)));
        $selection.set([]);
      }),
    destroy() {
      destroyed = true;
      search.cancel();
    },
  };
}
