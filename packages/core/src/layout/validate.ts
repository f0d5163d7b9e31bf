import { requiredMessage } from '../text/required';
import type { LayoutField, ModalLayout } from './schema';

// The checks a widget runs on a modal's form values before it submits (spec 000 §5). A form
// loads them when it opens (widgets/form/errors.ts); the rules that tie a layout document to
// its widget are in issues.ts, loaded with the schemas when a layout is parsed.

/**
 * Field messages: plain English defaults; a field's patternMessage overrides the pattern one.
 * An empty required field (a multiselect with nothing chosen too) gets core's one required
 * message, which names it.
 */
export const LAYOUT_MESSAGES = {
  required: requiredMessage,
  option: 'Choose one of the options',
  checkbox: 'Please check this box to continue',
  minLength: (n: number) => `Please enter at least ${n} characters`,
  maxLength: (n: number) => `Please enter at most ${n} characters`,
  pattern: 'Please match the requested format',
  number: 'Please enter a number',
  min: (n: number) => `Please enter ${n} or more`,
  max: (n: number) => `Please enter ${n} or less`,
};

/** The message for one field's value, or undefined when it is valid. */
export function checkField(field: LayoutField, raw: unknown): string | undefined {
  if (field.kind === 'readonly') return undefined;
  if (field.kind === 'checkbox') {
    return field.required && raw !== true ? LAYOUT_MESSAGES.checkbox : undefined;
  }
  if (field.kind === 'multiselect') {
    const count = Array.isArray(raw) ? raw.length : 0;
    return field.required && count === 0 ? LAYOUT_MESSAGES.required(field.label) : undefined;
  }
  const value = raw === undefined || raw === null ? '' : String(raw);
  if (value.trim() === '')
    return field.required ? LAYOUT_MESSAGES.required(field.label) : undefined;
  if (field.minLength !== undefined && value.length < field.minLength) {
    return LAYOUT_MESSAGES.minLength(field.minLength);
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return LAYOUT_MESSAGES.maxLength(field.maxLength);
  }
  if (field.pattern !== undefined) {
    let matches = true;
    try {
      matches = new RegExp(`^(?:${field.pattern})$`, 'u').test(value);
    } catch {
      // A pattern that does not compile is reported when the layout loads; the server checks.
    }
    if (!matches) return field.patternMessage ?? LAYOUT_MESSAGES.pattern;
  }
  if (field.kind === 'number' || field.min !== undefined || field.max !== undefined) {
    const number = Number(value);
    if (field.kind === 'number' && !Number.isFinite(number)) return LAYOUT_MESSAGES.number;
    if (field.min !== undefined && number < field.min) return LAYOUT_MESSAGES.min(field.min);
    if (field.max !== undefined && number > field.max) return LAYOUT_MESSAGES.max(field.max);
  }
  if (field.kind === 'select' && field.options && !field.options.some((o) => o.value === value)) {
    return LAYOUT_MESSAGES.option;
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
): Record<string, string> {
  const invalid: Record<string, string> = {};
  for (const field of layout.fields) {
    const message = checkField(field, values[field.name]);
    if (message) invalid[field.name] = message;
  }
  return invalid;
}
