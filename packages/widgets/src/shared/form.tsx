import {
  type LayoutColumn,
  type LayoutField,
  type ModalLayout,
  type SearchParams,
  validateModal,
} from '@gatehouse/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Button,
  Checkbox,
  type Column,
  Modal,
  MultiSelect,
  NumberField,
  Select,
  type SortState,
  TextArea,
  TextField,
} from '../kit';

export type FormValues = Record<string, unknown>;
export type FormErrors = Record<string, string>;

/** The choices of `multiselect` fields by source (`roles`, `permissions`). */
export type FieldSources = Partial<Record<NonNullable<LayoutField['source']>, string[]>>;

/** A blank form for a layout: [] for multiselects, false for checkboxes, '' otherwise. */
export function emptyValues(layout: ModalLayout | undefined): FormValues {
  const values: FormValues = {};
  for (const field of layout?.fields ?? []) {
    values[field.name] = field.kind === 'multiselect' ? [] : field.kind === 'checkbox' ? false : '';
  }
  return values;
}

/** The layout's field rules plus the widget's own checks (`extra` runs on fields that pass). */
export function validateForm(
  layout: ModalLayout,
  values: FormValues,
  extra: Record<string, (value: unknown) => string | undefined> = {},
): FormErrors {
  const errors = validateModal(layout, values);
  for (const [name, check] of Object.entries(extra)) {
    if (errors[name]) continue;
    const message = check(values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

interface FieldsProps {
  layout: ModalLayout;
  values: FormValues;
  errors: FormErrors;
  onChange: (name: string, value: unknown) => void;
  sources?: FieldSources;
}

/** The layout's fields as kit controls, each labelled, with its hint and error. */
export function LayoutFields({ layout, values, errors, onChange, sources = {} }: FieldsProps) {
  const id = useId();
  return (
    <>
      {layout.fields.map((field) => (
        <FieldOfLayout
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => onChange(field.name, value)}
          sources={sources}
        />
      ))}
    </>
  );
}

interface FieldOfLayoutProps {
  field: LayoutField;
  id: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  sources: FieldSources;
}

/** One layout field as the kit control its kind names. */
function FieldOfLayout({ field, id, value, error, onChange, sources }: FieldOfLayoutProps) {
  const common = {
    label: field.label,
    hint: field.hint,
    error,
    required: field.required,
  };
  switch (field.kind) {
    case 'multiselect': {
      const options = field.source ? (sources[field.source] ?? []) : (field.options ?? []);
      return (
        <MultiSelect {...common} options={options} value={asList(value)} onChange={onChange} />
      );
    }
    case 'checkbox':
      return <Checkbox {...common} id={id} checked={value === true} onChange={onChange} />;
    case 'select':
      return (
        <Select
          {...common}
          id={id}
          placeholder=""
          options={field.options ?? []}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          id={id}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          id={id}
          name={field.name}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={onChange}
        />
      );
    case 'readonly':
      return (
        <TextField
          {...common}
          id={id}
          name={field.name}
          readOnly
          value={asText(value)}
          onChange={() => {}}
        />
      );
    default:
      return (
        <TextField
          {...common}
          id={id}
          name={field.name}
          autoComplete="off"
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={onChange}
        />
      );
  }
}

export interface FormModalProps {
  layout: ModalLayout;
  values: FormValues;
  errors: FormErrors;
  onChange: (name: string, value: unknown) => void;
  onSubmit: () => void;
  onCancel: () => void;
  sources?: FieldSources;
  busy?: boolean;
}

/**
 * A create or edit form in a modal: submit (button or Enter) runs `onSubmit`, which validates;
 * after a submit that left errors, the first invalid field gets the focus.
 */
export function FormModal(props: FormModalProps) {
  const { layout, errors, onSubmit, onCancel, busy } = props;
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (!submitted.current || !Object.keys(errors).length) return;
    submitted.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    submitted.current = true;
    onSubmit();
  };

  return (
    <Modal open title={layout.title} onClose={onCancel}>
      {layout.description ? <p>{layout.description}</p> : null}
      <form ref={form} noValidate onSubmit={submit} aria-label={layout.title}>
        <LayoutFields {...props} />
        <div className="gh-w-actions">
          <Button onClick={onCancel}>{layout.cancelLabel}</Button>
          <Button type="submit" variant="primary" aria-busy={busy || undefined}>
            {layout.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export interface ConfirmModalProps {
  layout: ModalLayout;
  /** The question: 'Delete X?'. */
  text: string;
  onSubmit: () => void;
  onCancel: () => void;
  danger?: boolean;
}

/** A confirmation: the question, cancel and submit. */
export function ConfirmModal({ layout, text, onSubmit, onCancel, danger }: ConfirmModalProps) {
  return (
    <Modal
      open
      title={layout.title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{layout.cancelLabel}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onSubmit}>
            {layout.submitLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

export interface DisplayModalProps {
  layout: ModalLayout;
  /** The readonly fields' values, by field name. */
  values: FormValues;
  /** The one button (and Escape): copies, clears and closes. */
  onClose: () => void;
}

/** A one-time display: the value read-only and one close button. */
export function DisplayModal({ layout, values, onClose }: DisplayModalProps) {
  return (
    <Modal
      open
      title={layout.title}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {layout.closeLabel ?? layout.submitLabel}
        </Button>
      }
    >
      {layout.description ? <p>{layout.description}</p> : null}
      <LayoutFields layout={layout} values={values} errors={{}} onChange={() => {}} />
    </Modal>
  );
}

/** The value at a dotted path (`customAttributes.department`). */
function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const cellText = (value: unknown): ReactNode =>
  Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);

/** The table's columns from the layout's. */
export function columnsFrom<Row>(columns: readonly LayoutColumn[]): Column<Row>[] {
  return columns.map((column) => ({
    key: column.field,
    label: column.label,
    sortable: column.sortable,
    width: column.width,
    render: (row: Row) => cellText(valueAt(row, column.field)),
  }));
}

/** The sort the table shows, from the store's search parameters. */
export function sortState(search: SearchParams): SortState | null {
  const entry = search.sort[0];
  return entry ? { field: entry.field, direction: entry.desc ? 'desc' : 'asc' } : null;
}
