import type { Locale } from '../../i18n/locale';
import { FORM_TEXTS } from '../../i18n/sections';
import type { ModalLayout } from '../../layout/schema';
import { type FormTexts, validateModal } from '../../layout/validate';
import { requiredMessage } from '../../text/required';
import type { FieldCheck, FormErrors, FormValues } from './values';

// A form's checks: loaded when the form opens (store.ts), not with the widget.

/** The layout's rules, then the widget's own checks on the fields that passed them. */
export function formErrors(
  layout: ModalLayout,
  values: FormValues,
  checks: Record<string, FieldCheck> = {},
  texts: FormTexts = FORM_TEXTS.en,
): FormErrors {
  const errors = validateModal(layout, values, texts);
  for (const [name, check] of Object.entries(checks)) {
    if (errors[name]) continue;
    const message = check(values[name], values, texts);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The forms' messages in `locale`, loaded with these checks: only a page that opens a form
 * fetches them. English when they cannot load.
 */
export const formTextsIn = (locale: Locale): Promise<FormTexts> =>
  FORM_TEXTS.load(locale).catch(() => FORM_TEXTS.en);

/**
 * The required message of the field labelled `label`, in `locale`: for a store's own check of
 * a call made without its form (headless), which loads these checks for it.
 */
export const requiredIn = async (locale: Locale, label: string) =>
  requiredMessage(label, await formTextsIn(locale));
