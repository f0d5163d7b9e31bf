import type { GatehouseError } from '../../http/errors';
import type { Locale } from '../../i18n/locale';
import type { Texts } from '../../i18n/texts';
import type { WIDGET_EN } from '../../i18n/widget/en';
import type { ModalLayout } from '../../layout/schema';
import type { FormTexts } from '../../layout/validate';
import type { AccessKey } from '../../schemas';
import { createFormStore, type FormStore, type FormValues, formChecks } from '../form/store';
import type { ListStore } from '../list/store';
import { joinMessage } from '../message-joint';
import type { Notices } from '../notices';
import type { Operations } from '../operations';
import { invalid, labelOf, strings, text } from '../validation';
import type { AccessKeyBackend } from './backend';
import { type BoundUserPicker, createBoundUserPicker } from './bound-user';
import {
  type AccessKeyRow,
  accessKeyRow,
  DEFAULT_EXPIRATION,
  type ExpirationMessages,
  expirationMessages,
  parseExpiration,
} from './format';
import type { AccessKeyTexts } from './texts';

// Making a key: the create form, its bound user (the tenant's users, searched) and the create
// call's checks. The store loads it on demand as one part, "the key form" (store.ts), when the
// create form first opens or `create` is called: a list that is only read never fetches it.

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

/** The open create form: its values and errors, and its bound user's picker. */
export interface AccessKeyForm {
  readonly form: FormStore;
  /** The create form's bound user: the tenant's users, found by name or email. */
  readonly boundUser: BoundUserPicker;
}

export interface AccessKeyCreatingContext {
  api: AccessKeyBackend;
  list: ListStore<AccessKey>;
  notices: Notices;
  run: Operations<'create'>['run'];
  now(): number;
  locale: Locale;
  /** The create form's layout once the pages are known. */
  layout(): ModalLayout | undefined;
  /** The widget's own texts in its locale. */
  texts(): AccessKeyTexts;
  /** The widgets' common texts in that locale. */
  widgetTexts(): Texts<typeof WIDGET_EN>;
}

const fromForm = (values: FormValues): CreateAccessKeyForm => ({
  name: text(values.name),
  expiration: text(values.expiration),
  roleNames: strings(values.roleNames),
  userId: text(values.userId) || undefined,
});

export function accessKeyCreating({
  api,
  list,
  notices,
  run,
  now,
  locale,
  layout,
  texts,
  widgetTexts,
}: AccessKeyCreatingContext) {
  /** The expiration's messages in the widget's locale, with the forms' (the form's checks). */
  const messages = (forms: FormTexts): ExpirationMessages => expirationMessages(texts(), forms);
  const form = createFormStore(
    layout,
    {
      expiration: (value, _values, forms) => {
        const parsed = parseExpiration(text(value), now(), messages(forms));
        return parsed.ok ? undefined : parsed.message;
      },
    },
    // "abc" in a number of days is wrong as soon as it is typed, not at the submit.
    { live: ['expiration'], locale },
  );
  const boundUser = createBoundUserPicker((input) => api.users.search(input), form);

  async function create(input: CreateAccessKeyForm): Promise<CreateAccessKeyOutcome> {
    if (!input.name?.trim()) {
      const { requiredIn } = await formChecks();
      return { ok: false, error: invalid(await requiredIn(locale, labelOf(layout(), 'name'))) };
    }
    const { formTextsIn } = await formChecks();
    const forms = await formTextsIn(locale);
    const expiration = parseExpiration(input.expiration ?? '', now(), messages(forms));
    if (!expiration.ok) return { ok: false, error: invalid(expiration.message) };
    const sent = {
      name: input.name,
      expireTime: expiration.expireTime,
      roleNames: input.roleNames ?? [],
      userId: input.userId,
    };
    const result = await run('create', () => api.accessKeys.create(sent));
    if (!result.ok) {
      notices.failure(joinMessage(texts()('createFailed'), result.error.message, widgetTexts()));
      return result;
    }
    // Create puts the new key at the top (spec §4).
    list.update((keys) => [result.data.key, ...keys]);
    notices.success(texts()('created'));
    return {
      ok: true,
      cleartext: result.data.cleartext,
      key: accessKeyRow(result.data.key, now()),
    };
  }

  return {
    create,
    opened: { form, boundUser } satisfies AccessKeyForm,
    /** A blank form, 0 (never) expiring until changed, and the first users to bind it to. */
    open() {
      form.reset({ expiration: DEFAULT_EXPIRATION });
      // The users to bind the key to load when they may be needed, not with the list.
      void boundUser.open();
    },
    /** Validate the form and create from its values; `done` takes a created key. */
    submit: (done: (outcome: { cleartext: string }) => boolean) =>
      form.submit(async (values) => {
        const outcome = await create(fromForm(values));
        // A failure keeps the form open with everything typed; the notice says why.
        return outcome.ok && done(outcome);
      }),
  };
}

export type AccessKeyCreating = ReturnType<typeof accessKeyCreating>;
