import type { FormTexts } from '../../layout/validate';

// A form's values, errors and checks: their own file, so the form's error messages (errors.ts,
// loaded on demand by the store) never import the store.

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, string>;

/**
 * A widget's own check of one field (on top of the layout's rules): a message, or nothing.
 * `forms` are the forms' messages in the form's locale (the required one among them).
 */
export type FieldCheck = (
  value: unknown,
  values: FormValues,
  forms: FormTexts,
) => string | undefined;
