import { type GatehouseError, localError } from '../http/errors';
import { fail, type Result } from '../http/result';

/** A form value that does not validate: returned, never sent, never shown as a notice. */
export const invalid = (message: string): GatehouseError =>
  localError('input', 'E_VALIDATION', message);

/** An action the current selection does not allow (its button is disabled). */
export const notAllowed = (message: string): Result<never> =>
  fail(localError('input', 'E_NOT_ALLOWED', message));

/** A form value as text ('' for anything else). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A form value as a list of strings ([] for anything else). */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A field's label in a layout (a headless check names the field as the form does). */
export const labelOf = (
  layout: { fields: readonly { name: string; label: string }[] } | undefined,
  name: string,
): string => layout?.fields.find((field) => field.name === name)?.label ?? name;
