import type { LayoutColumn, LayoutField, ModalLayout } from '../schema';

// The building blocks of the built-in layouts. The spec leaves field rules and messages to us
// (000 §5); these are ours. Their words are the catalogue's (src/i18n/layouts/), given by each
// widget's layouts in the locale they are built in.

export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
/** No leading or trailing spaces. */
export const TRIMMED_PATTERN = '^\\S(?:.*\\S)?$';

/** The words a layout's pieces need: a section of the catalogue, by key. */
export type Words = (key: string) => string;

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
 * A yes-or-no question about one item (`{name}`) or several (`many`, with `{count}`), from the
 * section's `{action}.title`, `.text` and `.submit`, and `.titleMany` (with `{count}`) where
 * several can be selected.
 */
export const confirmModal = (
  t: Words,
  action: string,
  many: string,
  titleMany = false,
): ModalLayout => ({
  title: t(`${action}.title`),
  ...(titleMany && { titleMany: t(`${action}.titleMany`) }),
  description: t(`${action}.text`),
  nameMany: many,
  fields: [],
  submitLabel: t(`${action}.submit`),
  cancelLabel: t('cancel'),
});

/** A one-time display: a readonly value and a close button that copies it (`generated.*`). */
export const displayModal = (t: Words): ModalLayout => ({
  title: t('generated.title'),
  description: t('generated.text'),
  fields: [{ name: 'cleartext', kind: 'readonly', label: t('generated.label') }],
  submitLabel: t('generated.submit'),
  cancelLabel: t('generated.close'),
  closeLabel: t('generated.submit'),
});

/** A create or edit form, from the section's `{form}.title` and `.submit`. */
export const formModal = (t: Words, form: string, fields: LayoutField[]): ModalLayout => ({
  title: t(`${form}.title`),
  fields,
  submitLabel: t(`${form}.submit`),
  cancelLabel: t('cancel'),
});

/** The roles a user or a key gets, from the section's `field.roleNames` and its hint. */
export const roleNamesField = (t: Words): LayoutField => ({
  name: 'roleNames',
  kind: 'multiselect',
  label: t('field.roleNames'),
  source: 'roles',
  hint: t('field.roleNames.hint'),
});

/** The columns of `fields` (each `[field, sortable, width, main]`), labelled `column.{field}`. */
export const columnsOf = (
  t: Words,
  fields: ReadonlyArray<readonly [string, boolean, number, boolean?]>,
): LayoutColumn[] =>
  fields.map(([field, sortable, width, main]) =>
    column(field, t(`column.${field}`), sortable, width, main),
  );
