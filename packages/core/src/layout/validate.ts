import type { FORMS_EN } from '../i18n/forms/en';
import { FORM_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';
import { requiredMessage } from '../text/required';
import type { LayoutField, ModalLayout } from './schema';

// The checks a widget runs on a modal's form values before it submits (spec 000 §5). A form
// loads them when it opens (widgets/form/errors.ts); the rules that tie a layout document to
// its widget are in issues.ts, loaded with the schemas when a layout is parsed.

/**
 * Field messages are the catalogue's (the forms section, in the widget's locale), the flow
 * screens' too; a field's patternMessage overrides the pattern one. An empty required field (a
 * multiselect with nothing chosen too) gets core's one required message, which names it.
 */
export type FormTexts = Texts<typeof FORMS_EN>;

/** The message for one field's value, or undefined when it is valid. */
export function checkField(
  field: LayoutField,
  raw: unknown,
  t: FormTexts = FORM_TEXTS.en,
): string | undefined {
  if (field.kind === 'readonly') return undefined;
  if (field.kind === 'checkbox') {
    return field.required && raw !== true ? t('checkbox') : undefined;
  }
  if (field.kind === 'multiselect') {
    const count = Array.isArray(raw) ? raw.length : 0;
    return field.required && count === 0 ? requiredMessage(field.label, t) : undefined;
  }
  const value = raw === undefined || raw === null ? '' : String(raw);
  if (value.trim() === '') return field.required ? requiredMessage(field.label, t) : undefined;
  if (field.minLength !== undefined && value.length < field.minLength) {
    return t('minLength', { count: field.minLength });
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return t('maxLength', { count: field.maxLength });
  }
  if (field.pattern !== undefined) {
    let matches = true;
    try {
      matches = new RegExp(`^(?:${field.pattern})$`, 'u').test(value);
    } catch {
      // A pattern that does not compile is reported when the layout loads; the server checks.
    }
    if (!matches) return field.patternMessage ?? t('pattern');
  }
  if (field.kind === 'number' || field.min !== undefined || field.max !== undefined) {
    const number = Number(value);
    if (field.kind === 'number' && !Number.isFinite(number)) return t('number');
    if (field.min !== undefined && number < field.min) return t('min', { min: field.min });
    if (field.max !== undefined && number > field.max) return t('max', { max: field.max });
  }
  if (field.kind === 'select' && field.options && !field.options.some((o) => o.value === value)) {
    return t('option');
  }
  return undefined;
}

/**
 * The messages of a modal's invalid fields, by field name: empty when the form may submit.
 * `values` is keyed by field name (dotted names are plain keys here).
 */
export function validateModal(
  layout: ModalLayout,
  values: Record<string, unknown>,
  t: FormTexts = FORM_TEXTS.en,
): Record<string, string> {
  const invalid: Record<string, string> = {};
  for (const field of layout.fields) {
    const message = checkField(field, values[field.name], t);
    if (message) invalid[field.name] = message;
  }
  return invalid;
}
