import type { computed as Computed, ReadableAtom, WritableAtom } from 'nanostores';
import type { Result } from '../../http/result';
import type { Locale } from '../../i18n/locale';
import type { Texts } from '../../i18n/texts';
import type { WIDGET_EN } from '../../i18n/widget/en';
import type { ModalLayout } from '../../layout/schema';
import type { CustomAttribute, User } from '../../schemas';
import { refusedFields } from '../form/refusals';
import {
  createFormStore,
  type FormStore,
  type FormStoreOptions,
  type FormValues,
} from '../form/store';
import type { LayoutsStore } from '../layouts/store';
import type { ListStore } from '../list/store';
import { joinMessage } from '../message-joint';
import type { Notices } from '../notices';
import type { Operations } from '../operations';
import type { SecretStore } from '../secret/store';
import { notAllowed } from '../validation';
import { attributeFields, attributeValues, lockedFields } from './attribute-fields';
import type { UserBackend } from './backend';
import type { UserButtons } from './enablement';
import { createInput, editValues, phoneCheck, updateInput } from './form-input';
import { userKey } from './format';
import type { UserAction, UserModal, UserOperation } from './modals';
import { userCreateRefusals } from './refusals';
import type { UserTexts } from './texts';

// The server's calls that change users travel in this part too (store.ts's backend loads
// them from here): what the actions send loads with the actions, in one request.
export { userWrites } from '../../mgmt/user-writes';

// What the user widget does once asked: create and update from the forms (their inputs, the
// phone check, the refusals), and the confirmed actions, with their notices. The store loads
// it on demand as one part, "the user actions" (store.ts), when a modal opens: a page that
// only lists users never fetches it, and each piece alone would be smaller than its request.

/** The open create or edit form, with its layout and the fields it shows but may not change. */
export interface UserForm {
  readonly form: FormStore;
  /** The form's page with a field per custom attribute; it follows the layouts (a locale). */
  readonly $layout: ReadableAtom<ModalLayout>;
  /** Fields shown but not editable (non-editable custom attributes). */
  readonly $locked: ReadableAtom<ReadonlySet<string>>;
}

export interface UserActionsContext {
  api: UserBackend;
  list: ListStore<User>;
  notices: Notices;
  run: Operations<UserOperation>['run'];
  secret: SecretStore;
  $modal: WritableAtom<UserModal | null>;
  /** The open form, which this part makes and sets (store.ts reads it). */
  $formView: WritableAtom<UserForm | undefined>;
  /** The widget's layouts: the forms' pages, which change with them (a locale switch). */
  layouts: Pick<LayoutsStore<'user-management-widget'>, '$layouts' | 'page' | 'known'>;
  /** The project's custom attributes: a field each in the forms. */
  $customAttributes: ReadableAtom<readonly CustomAttribute[]>;
  /**
   * nanostores' `computed`, the store's own: this part imports nothing of nanostores itself,
   * since a lazy part that does made rolldown split the custom elements' entry into 10 files
   * up front (was 4; rolldown issues #10731, #9963).
   */
  computed: typeof Computed;
  /** What the forms wait for before a submit (the phone library) and who hears it failed. */
  forms: Pick<FormStoreOptions, 'ready' | 'failed'> & { locale: Locale };
  $buttons: ReadableAtom<UserButtons>;
  /** The one selected user, when the action's button allows it. */
  target(action: keyof UserButtons): User | undefined;
  destroyed(): boolean;
  /** The widget's own texts in its locale (they load with its layouts). */
  texts(): UserTexts;
  /** The widgets' common texts in that locale. */
  widgetTexts(): Texts<typeof WIDGET_EN>;
}

export function userActions({
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
  forms,
  $buttons,
  target,
  destroyed,
  texts,
  widgetTexts,
}: UserActionsContext) {
  /**
   * Report a result with its notices; on success, change the list as `apply` says. A failure
   * notice given as a template carries the server's message.
   */
  async function act<T>(
    op: UserOperation,
    call: () => Promise<Result<T>>,
    done: string,
    failed: string | (() => string),
    apply: (data: T) => void,
  ): Promise<Result<T>> {
    const result = await run(op, call);
    if (!result.ok) {
      notices.failure(
        typeof failed === 'string'
          ? joinMessage(failed, result.error.message, widgetTexts())
          : failed(),
      );
      return result;
    }
    apply(result.data);
    notices.success(done);
    return result;
  }

  const attributes = () => $customAttributes.get();

  // The forms are made with this part, when a form first opens: a list that is only read
  // never builds them, nor their layouts (the page's fields, then one per custom attribute).
  // The phone check is this part's own, here already.
  const formView = (page: 'create-user-modal' | 'edit-user-modal') =>
    computed([layouts.$layouts, $customAttributes], (_, defined) => {
      const layout = layouts.page(page);
      return { ...layout, fields: [...layout.fields, ...attributeFields(defined)] };
    });
  const $createLayout = formView('create-user-modal');
  const $editLayout = formView('edit-user-modal');
  const $locked = computed($customAttributes, lockedFields);
  // A form's layout once the pages are known (the form opens only then).
  const known = ($layout: ReadableAtom<ModalLayout>) => () =>
    layouts.known('root') ? $layout.get() : undefined;
  const checks = { phone: (value: unknown) => phoneCheck(value, texts()) };
  const formOptions = { ...forms, loadChecks: async () => checks };
  const createForm = createFormStore(known($createLayout), {}, formOptions);
  const editForm = createFormStore(known($editLayout), {}, formOptions);

  /** Create from the form's values; success closes it, a refusal of a field goes on it too. */
  async function create(values: FormValues): Promise<Result<User>> {
    const created = createInput(values, attributes(), texts());
    const result = await act(
      'create',
      () => api.users.create(created),
      texts()('created'),
      texts()('createFailed'),
      (user) => list.update((users) => [user, ...users]),
    );
    // A refusal about a field goes on that field too, beside the failure notice.
    if (!result.ok) createForm.reject(refusedFields(result.error, userCreateRefusals(texts())));
    else if (!destroyed()) $modal.set(null);
    return result;
  }

  /** Update `user` from the edit form's values; success closes it. */
  async function update(user: User, values: FormValues): Promise<Result<User>> {
    const updated = updateInput(user, values, attributes(), texts());
    const key = userKey(user);
    const result = await act(
      'update',
      () => api.users.update(updated),
      texts()('updated'),
      texts()('updateFailed'),
      // Update replaces the user whose login ids match (spec §4).
      (updated) =>
        list.update((users) => users.map((each) => (userKey(each) === key ? updated : each))),
    );
    if (result.ok && !destroyed()) $modal.set(null);
    return result;
  }

  const setStatus = (action: 'enable' | 'disable', status: 'enabled' | 'disabled') => {
    const user = target(action);
    if (!user) return Promise.resolve(notAllowed(`Cannot ${action} the selection`));
    const loginId = user.loginIds[0] ?? '';
    const key = userKey(user);
    return act(
      action,
      () => api.users.setStatus(loginId, status),
      texts()(action === 'enable' ? 'enabled' : 'disabled'),
      texts()(action === 'enable' ? 'enableFailed' : 'disableFailed'),
      // Only the status changes, taken from the response (spec §4).
      (answer) =>
        list.update((users) =>
          users.map((each) =>
            userKey(each) === key ? { ...each, status: answer.status ?? status } : each,
          ),
        ),
    );
  };

  /** A call on the one selected user's first login id that leaves the listed row as it is. */
  const onOne = (
    action: 'resendInvite' | 'logoutAll',
    call: (loginId: string) => Promise<Result<unknown>>,
    done: 'inviteResent' | 'loggedOut',
    failed: 'inviteResendFailed' | 'logoutFailed',
  ) => {
    const user = target(action);
    if (!user) return Promise.resolve(notAllowed(`Cannot ${action} the selection`));
    const loginId = user.loginIds[0] ?? '';
    return act(
      action,
      () => call(loginId),
      texts()(done),
      texts()(failed),
      () => undefined,
    );
  };

  const actions: Record<UserAction, () => Promise<Result<unknown>>> = {
    enable: () => setStatus('enable', 'enabled'),
    disable: () => setStatus('disable', 'disabled'),
    async delete() {
      const selected = list.$selected.get();
      if (!$buttons.get().delete) return notAllowed('Cannot delete the selection');
      const ids = selected.map((user) => user.userId);
      return act(
        'delete',
        () => api.users.deleteBatch(ids),
        // texts.ts's userDeletedText and userDeleteFailedText, in the widget's words: that
        // module's English default would bring the catalogue's modules into this part.
        texts()('deleted', { count: ids.length }),
        () => texts()('deleteFailed', { count: ids.length }),
        () => {
          // Delete removes by user id and clears the selection (spec §4).
          list.update((users) => users.filter((user) => !ids.includes(user.userId)));
          list.select([]);
        },
      );
    },
    async resetPassword() {
      const user = target('resetPassword');
      if (!user) return notAllowed('Cannot reset the password of the selection');
      return act(
        'resetPassword',
        () => api.users.setTemporaryPassword(user.loginIds[0] ?? ''),
        texts()('passwordReset'),
        texts()('passwordResetFailed'),
        (cleartext) => {
          if (destroyed()) return;
          secret.show(cleartext);
          $modal.set('generated');
        },
      );
    },
    // Neither changes the row: the invited user stays invited, a signed-out one as listed.
    resendInvite: () =>
      onOne('resendInvite', api.users.resendInvite, 'inviteResent', 'inviteResendFailed'),
    logoutAll: () => onOne('logoutAll', api.users.logout, 'loggedOut', 'logoutFailed'),
    async removePasskey() {
      const user = target('removePasskey');
      if (!user) return notAllowed('Cannot remove the passkey of the selection');
      const key = userKey(user);
      return act(
        'removePasskey',
        () => api.users.removePasskeys(user.loginIds[0] ?? ''),
        texts()('passkeyRemoved'),
        texts()('passkeyRemoveFailed'),
        () =>
          list.update((users) =>
            users.map((each) => (userKey(each) === key ? { ...each, webauthn: false } : each)),
          ),
      );
    },
  };

  return {
    actions,
    /**
     * Show the create form (blank but for the attributes' defaults) in the create modal the
     * store opened on the click, or the edit form prefilled with `user` (its phone formatted
     * by the phone library, awaited here) and then its modal.
     */
    async openForm(modal: 'create' | 'edit', user: User | undefined): Promise<void> {
      if (modal === 'edit') await forms.ready?.();
      // Closed, replaced or gone while the part or the library loaded: not this form's modal.
      if (destroyed() || (modal === 'create' && $modal.get() !== 'create')) return;
      if (modal === 'create') {
        createForm.reset({ ...attributeValues(attributes()) });
        $formView.set({ form: createForm, $layout: $createLayout, $locked });
      } else if (user) {
        editForm.reset(editValues(user, attributes()));
        $formView.set({ form: editForm, $layout: $editLayout, $locked });
        $modal.set('edit');
      }
    },
    /** Copy the generated password, forget it and close (kept open when the copy failed). */
    async closeSecret(): Promise<boolean> {
      if (!(await secret.copyAndClear())) {
        notices.failure(widgetTexts()('copyFailed'));
        return false;
      }
      $modal.set(null);
      return true;
    },
    /** Validate the open form and create or update; success closes it. */
    submit(): Promise<boolean> {
      const modal = $modal.get();
      const form = $formView.get()?.form;
      const user = modal === 'edit' ? list.$selected.get()[0] : undefined;
      if (!form || (modal !== 'create' && !user)) return Promise.resolve(false);
      return form.submit(
        async (values) => (user ? await update(user, values) : await create(values)).ok,
      );
    },
  };
}

export type UserActions = ReturnType<typeof userActions>;
