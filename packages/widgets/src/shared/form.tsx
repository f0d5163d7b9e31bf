import type { FormStore, FormValues, LayoutField, ModalLayout } from '@gatehouse/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Button,
  Checkbox,
  Modal,
  MultiSelect,
  NumberField,
  Select,
  TextArea,
  TextField,
} from '../kit';
import { useAtom } from './use-atom';

/** The choices of `multiselect` fields by source (`roles`, `permissions`). */
export type FieldSources = Partial<Record<'roles' | 'permissions', string[]>>;

/** What a widget's own control for a field gets: the field's wiring, as the kit's have. */
export interface FieldControlProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * A widget's own controls for `select` fields by source (`users`: the access-key form's
 * searchable user choice), so that only the widget that has such a field ships its control.
 */
export type FieldControls = Partial<Record<'users', (props: FieldControlProps) => ReactNode>>;

/** Per field: disabled (with why), or another control than the layout's kind names. */
export interface FieldOverrides {
  /** Fields shown but not editable (e.g. a custom attribute the server marks non-editable). */
  disabled?: ReadonlySet<string>;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

interface FieldsProps {
  layout: ModalLayout;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
  sources?: FieldSources;
  customControls?: FieldControls;
  overrides?: FieldOverrides;
  /** The prefix of every control id (the form's own id). */
  idPrefix: string;
}

/** The layout's fields as kit controls, each labelled, with its hint and error. */
function LayoutFields({
  layout,
  values,
  errors,
  onChange,
  sources = {},
  customControls = {},
  overrides,
  idPrefix,
}: FieldsProps) {
  return (
    <>
      {layout.fields.map((field) => (
        <FieldOfLayout
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          value={values[field.name]}
          error={errors[field.name]}
          disabled={overrides?.disabled?.has(field.name)}
          onChange={(value) => onChange(field.name, value)}
          sources={sources}
          customControls={customControls}
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
  disabled: boolean | undefined;
  onChange: (value: unknown) => void;
  sources: FieldSources;
  customControls: FieldControls;
}

/** One layout field as the kit control its kind names. */
function FieldOfLayout({
  field,
  id,
  value,
  error,
  disabled,
  onChange,
  sources,
  customControls,
}: FieldOfLayoutProps) {
  const common = { label: field.label, hint: field.hint, error, required: field.required };
  const control =
    field.kind === 'select' && field.source === 'users' ? customControls.users : undefined;
  if (control) return control({ ...common, id, placeholder: field.placeholder });
  switch (field.kind) {
    case 'multiselect': {
      const options =
        field.source === 'roles' || field.source === 'permissions'
          ? (sources[field.source] ?? [])
          : (field.options ?? []);
      return (
        <MultiSelect {...common} options={options} value={asList(value)} onChange={onChange} />
      );
    }
    case 'checkbox':
      return (
        <Checkbox
          {...common}
          id={id}
          checked={value === true}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          id={id}
          placeholder=""
          options={field.options ?? []}
          value={asText(value)}
          disabled={disabled}
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
          disabled={disabled}
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
          disabled={disabled}
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
          disabled={disabled}
          onChange={onChange}
        />
      );
  }
}

export interface FormModalProps {
  layout: ModalLayout;
  form: FormStore;
  onSubmit: () => void;
  onCancel: () => void;
  sources?: FieldSources;
  customControls?: FieldControls;
  overrides?: FieldOverrides;
}

/**
 * A create or edit form in a modal, rendering the store's form: submit (button or Enter) calls
 * `onSubmit`, which validates in the store; the field the store names gets the focus.
 */
export function FormModal({
  layout,
  form,
  onSubmit,
  onCancel,
  sources,
  customControls,
  overrides,
}: FormModalProps) {
  const values = useAtom(form.$values);
  const errors = useAtom(form.$errors);
  const busy = useAtom(form.$busy);
  const focus = useAtom(form.$focus);
  const element = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const focusSeq = focus?.seq;
  const focusName = focus?.name;
  useEffect(() => {
    if (focusSeq === undefined || focusName === undefined) return;
    const wanted = `${idPrefix}-${focusName}`;
    const controls = element.current?.querySelectorAll<HTMLElement>('[id]') ?? [];
    const target =
      [...controls].find((control) => control.id === wanted) ??
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focusSeq, focusName, idPrefix]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Modal open title={layout.title} onClose={onCancel}>
      {layout.description ? <p>{layout.description}</p> : null}
      <form ref={element} noValidate onSubmit={submit} aria-label={layout.title}>
        <LayoutFields
          layout={layout}
          values={values}
          errors={errors}
          onChange={form.set}
          sources={sources}
          customControls={customControls}
          overrides={overrides}
          idPrefix={idPrefix}
        />
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

export interface SecretModalProps {
  layout: ModalLayout;
  /** The secret shown once. */
  secret: string;
  /** The one button (and Escape): copies, clears and closes, in the store. */
  onClose: () => void;
}

/** A one-time display: the secret read-only in the layout's readonly field, one close button. */
export function SecretModal({ layout, secret, onClose }: SecretModalProps) {
  const idPrefix = useId();
  const values = Object.fromEntries(layout.fields.map((field) => [field.name, secret]));
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
      <LayoutFields
        layout={layout}
        values={values}
        errors={{}}
        onChange={() => {}}
        idPrefix={idPrefix}
      />
    </Modal>
  );
}
