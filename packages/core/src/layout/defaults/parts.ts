import type { LayoutColumn, LayoutField, ModalLayout } from '../schema';

// The building blocks of the built-in layouts. The spec leaves field rules and messages to us
// (000 §5); these are ours.

export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
export const EMAIL_MESSAGE = 'Enter an email address, e.g. name@example.com';
/** No leading or trailing spaces. */
export const TRIMMED_PATTERN = '^\\S(?:.*\\S)?$';

export const column = (
  field: string,
  label: string,
  sortable = false,
  width?: number,
  main = false,
): LayoutColumn => ({
  field,
  label,
  sortable,
  ...(width !== undefined && { width }),
  ...(main && { main }),
});

/** A column that is one of a row's main fields (a narrow list shows those). */
export const mainColumn = (field: string, label: string, sortable = false, width?: number) =>
  column(field, label, sortable, width, true);

/**
 * A yes-or-no question about one item (`{name}`, `title`) or several (`nameMany` and
 * `titleMany`, with `{count}`); `titleMany` only where several can be selected.
 */
export const confirmModal = (
  title: string,
  description: string,
  nameMany: string,
  submitLabel: string,
  titleMany?: string,
): ModalLayout => ({
  title,
  ...(titleMany !== undefined && { titleMany }),
  description,
  nameMany,
  fields: [],
  submitLabel,
  cancelLabel: 'Cancel',
});

/** A one-time display: a readonly value and a close button that copies it. */
export const displayModal = (title: string, description: string, label: string): ModalLayout => ({
  title,
  description,
  fields: [{ name: 'cleartext', kind: 'readonly', label }],
  submitLabel: 'Copy and close',
  cancelLabel: 'Close',
  closeLabel: 'Copy and close',
});

export const formModal = (
  title: string,
  fields: LayoutField[],
  submitLabel: string,
): ModalLayout => ({
  title,
  fields,
  submitLabel,
  cancelLabel: 'Cancel',
});

export const roleNamesField = (hint: string): LayoutField => ({
  name: 'roleNames',
  kind: 'multiselect',
  label: 'Roles',
  source: 'roles',
  hint,
});
