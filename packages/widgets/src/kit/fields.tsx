import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldProps, Marker, type Native, Notes, Shell, useField } from './field-shell';
import { FIELD_CSS } from './fields-css';

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
