import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { FIELD_CSS } from './fields-css';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
}

/** Ids and ARIA wiring shared by every field. */
function useField({ id, hint, error, required }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    aria: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

type Wiring = ReturnType<typeof useField>;

const Marker = ({ required }: { required?: boolean }) =>
  required ? (
    <span className="gh-w-req" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

function Notes({ hint, error, hintId, errorId }: FieldProps & Wiring) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="gh-w-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="gh-w-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Shell(props: FieldProps & Wiring & { children: ReactNode }) {
  return (
    <div className="gh-w-field">
      <style>{FIELD_CSS}</style>
      <label htmlFor={props.inputId}>
        {props.label}
        <Marker required={props.required} />
      </label>
      {props.children}
      <Notes {...props} />
    </div>
  );
}

type Native<T> = Omit<T, 'value' | 'onChange' | 'id' | 'required' | 'children'>;

export interface TextFieldProps extends FieldProps, Native<InputHTMLAttributes<HTMLInputElement>> {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
}

export function TextField({ label, hint, error, required, id, onChange, ...rest }: TextFieldProps) {
  const field = useField({ label, hint, error, required, id });
  return (
    <Shell {...field} label={label} hint={hint} error={error} required={required}>
      <input
        type="text"
        {...rest}
        {...field.aria}
        className="gh-w-input"
        onChange={(event) => onChange(event.target.value)}
      />
    </Shell>
  );
}

/** A number as text (`inputmode=numeric`), so partial input and leading zeros survive. */
export function NumberField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} type="text" />;
}

export interface TextAreaProps
  extends FieldProps,
    Native<TextareaHTMLAttributes<HTMLTextAreaElement>> {
  value: string;
  onChange: (value: string) => void;
}

export function TextArea({ label, hint, error, required, id, onChange, ...rest }: TextAreaProps) {
  const field = useField({ label, hint, error, required, id });
  return (
    <Shell {...field} label={label} hint={hint} error={error} required={required}>
      <textarea
        rows={3}
        {...rest}
        {...field.aria}
        className="gh-w-input"
        onChange={(event) => onChange(event.target.value)}
      />
    </Shell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldProps, Native<SelectHTMLAttributes<HTMLSelectElement>> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty option (value ''). */
  placeholder?: string;
}

export function Select({
  label,
  hint,
  error,
  required,
  id,
  onChange,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const field = useField({ label, hint, error, required, id });
  return (
    <Shell {...field} label={label} hint={hint} error={error} required={required}>
      <select
        {...rest}
        {...field.aria}
        className="gh-w-input"
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export interface CheckboxProps
  extends FieldProps,
    Native<Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'type'>> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  onChange,
  checked,
  ...rest
}: CheckboxProps) {
  const field = useField({ label, hint, error, required, id });
  return (
    <div className="gh-w-field gh-w-check">
      <style>{FIELD_CSS}</style>
      <input
        {...rest}
        {...field.aria}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={field.inputId}>
        {label}
        <Marker required={required} />
      </label>
      <Notes {...field} label={label} hint={hint} error={error} />
    </div>
  );
}
