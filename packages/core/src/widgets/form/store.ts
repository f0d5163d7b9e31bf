import { atom, type ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import type { Locale } from '../../i18n/locale';
import type { ModalLayout } from '../../layout/schema';
import { loadFailed, onDemand } from '../../on-demand';
import type { FieldCheck, FormErrors, FormValues } from './values';

export type { FieldCheck, FormErrors, FormValues };

/**
 * A modal's form: what is typed, the messages of the fields that do not validate, and
 * whether a submit is on its way. The values stay until `reset`, so a failed submit (the
 * server refused) keeps everything the user typed.
 */
export interface FormStore {
  readonly $values: ReadableAtom<FormValues>;
  readonly $errors: ReadableAtom<FormErrors>;
  readonly $busy: ReadableAtom<boolean>;
  /** Where a renderer should move focus after a refused submit: the first invalid field. */
  readonly $focus: ReadableAtom<{ name: string; seq: number } | undefined>;
  /** Set one field (its message clears). */
  set(name: string, value: unknown): void;
  /** Start over: the layout's blank values, or `values` (an edit form's prefill). */
  reset(values?: FormValues): void;
  /**
   * Put a server's refusal on its fields (each message stays until its field changes) and
   * focus the first, as a refused submit does; nothing typed is lost. No errors, no change.
   */
  reject(errors: FormErrors): void;
  /**
   * Validate, then `send` the values when they pass. Resolves whether it was sent and
   * succeeded; a second submit while one is on its way does nothing.
   */
  submit(send: (values: FormValues) => Promise<boolean>): Promise<boolean>;
}

/** A blank form for a layout: [] for multiselects, false for checkboxes, '' otherwise. */
export function blankValues(layout: ModalLayout | undefined): FormValues {
  const values: FormValues = {};
  for (const field of layout?.fields ?? []) {
    values[field.name] = field.kind === 'multiselect' ? [] : field.kind === 'checkbox' ? false : '';
  }
  return values;
}

export interface FormStoreOptions {
  /**
   * Awaited before a submit validates: code the checks or the send need, loaded on demand.
   * When it rejects (a `LoadFailed`), nothing is checked or sent: `failed` is told, and the
   * form keeps what was typed for the next submit, which loads again.
   */
  ready?: () => Promise<unknown>;
  /** A submit could not start: the error names what did not load (the widget's notice). */
  failed?: (error: GatehouseError) => void;
  /**
   * The widget's checks that live in code loaded on demand (its editing part, with the code
   * the submit sends through), over `checks`: they load with the layout's rules when the form
   * opens, and a submit waits for them; one that cannot load fails as `ready` does.
   */
  loadChecks?: () => Promise<Record<string, FieldCheck>>;
  /**
   * Fields checked as they are typed (the layout's rules, then the widget's check): a value
   * that breaks a rule shows its message at once, so "abc" in a number of days is wrong before
   * the submit. An emptied field waits for the submit: it is not wrong while being retyped.
   */
  live?: readonly string[];
  /** The form's locale: its messages are the catalogue's in it (English by default). */
  locale?: Locale;
}

// The layout's field rules (errors.ts, with the rules of layout/validate.ts) load when a form
// first opens, so a widget shows its list without them; a submit waits for them. One that
// failed to load is asked for again.
export const formChecks = onDemand('the form checks', () => import('./errors'));

const noChecks = async (): Promise<Record<string, FieldCheck>> => ({});

/** The checks, with the messages of `locale` and the widget's loaded checks beside them. */
const loadCheckerIn = (
  locale: Locale,
  checks: Record<string, FieldCheck>,
  loadChecks: () => Promise<Record<string, FieldCheck>>,
) =>
  Promise.all([formChecks(), loadChecks()]).then(async ([module, loaded]) => {
    const texts = await module.formTextsIn(locale);
    const all = { ...checks, ...loaded };
    return {
      formErrors: (layout: ModalLayout, values: FormValues) =>
        module.formErrors(layout, values, all, texts),
    };
  });

export function createFormStore(
  layout: () => ModalLayout | undefined,
  checks: Record<string, FieldCheck> = {},
  options: FormStoreOptions = {},
): FormStore {
  const $values = atom<FormValues>(blankValues(layout()));
  const $errors = atom<FormErrors>({});
  const $busy = atom(false);
  const $focus = atom<{ name: string; seq: number } | undefined>(undefined);
  let seq = 0;
  const locale = options.locale ?? 'en';
  const loadChecker = () => loadCheckerIn(locale, checks, options.loadChecks ?? noChecks);
  let checker: Awaited<ReturnType<typeof loadChecker>> | undefined;

  const setError = (name: string, message: string | undefined) => {
    const { [name]: old, ...rest } = $errors.get();
    if (old === message) return;
    $errors.set(message === undefined ? rest : { ...rest, [name]: message });
  };

  /** A live field's message now, or undefined (blank, or the checks not loaded yet). */
  const liveMessage = (name: string): string | undefined => {
    const value = $values.get()[name];
    const current = layout();
    if (!checker || !current || value === undefined || String(value).trim() === '') return;
    return checker.formErrors(current, $values.get())[name];
  };

  function checkLive(name: string) {
    if (checker) return setError(name, liveMessage(name));
    const value = $values.get()[name];
    void loadChecker().then(
      (loaded) => {
        checker = loaded;
        // Only if nothing was typed since: a later keystroke checks itself.
        if ($values.get()[name] === value) setError(name, liveMessage(name));
      },
      () => undefined,
    );
  }

  /** Show `errors` and send the focus to the first of them. */
  function showErrors(errors: FormErrors) {
    $errors.set(errors);
    const invalid = Object.keys(errors)[0];
    if (invalid !== undefined) $focus.set({ name: invalid, seq: ++seq });
    return invalid;
  }

  return {
    $values,
    $errors,
    $busy,
    $focus,
    set(name, value) {
      $values.set({ ...$values.get(), [name]: value });
      if (options.live?.includes(name)) checkLive(name);
      else setError(name, undefined);
    },
    reject(errors) {
      if (Object.keys(errors).length) showErrors({ ...$errors.get(), ...errors });
    },
    reset(values) {
      void loadChecker().then(
        (loaded) => {
          checker = loaded;
        },
        () => undefined,
      );
      $values.set({ ...blankValues(layout()), ...values });
      $errors.set({});
      $busy.set(false);
    },
    async submit(send) {
      if ($busy.get()) return false;
      $busy.set(true);
      try {
        const loaded = await Promise.all([loadChecker(), options.ready?.()]).then(
          ([checker]) => checker,
          (error: unknown) => {
            // Code the form needs did not load: its own error, not a field's; nothing is lost.
            options.failed?.(loadFailed('the form', error));
          },
        );
        const current = layout();
        if (!loaded || !current) return false;
        if (showErrors(loaded.formErrors(current, $values.get())) !== undefined) {
          return false;
        }
        return await send($values.get());
      } finally {
        $busy.set(false);
      }
    },
  };
}
