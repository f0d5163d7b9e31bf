import type { SelectHTMLAttributes } from 'react';
import { type FieldProps, type Native, Shell, useField } from './field-shell';

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
