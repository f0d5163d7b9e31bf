import type { ModalLayout } from '../../layout/schema';
import { validateModal } from '../../layout/validate';
import type { FieldCheck, FormErrors, FormValues } from './store';

// A form's checks: loaded when the form opens (store.ts), not with the widget.

/** The layout's rules, then the widget's own checks on the fields that passed them. */
export function formErrors(
  layout: ModalLayout,
  values: FormValues,
  checks: Record<string, FieldCheck> = {},
): FormErrors {
  const errors = validateModal(layout, values);
  for (const [name, check] of Object.entries(checks)) {
    if (errors[name]) continue;
    const message = check(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}
