import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export interface FieldRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp | string;
  patternMessage?: string;
  min?: number;
  max?: number;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The first rule `value` breaks, as a message, or undefined when it is valid. Empty optional
 * values are valid; strings are measured in characters, arrays in items; `min`/`max` read the
 * value as a number. A string `pattern` must match the whole value (like HTML `pattern`).
 */
export function validateField(value: unknown, rules: FieldRules): string | undefined {
  if (isEmpty(value)) return rules.required ? 'This field is required' : undefined;
  const length = Array.isArray(value) ? value.length : String(value).length;
  const unit = Array.isArray(value) ? 'items' : 'characters';
  if (rules.minLength !== undefined && length < rules.minLength) {
    return Array.isArray(value)
      ? `Select at least ${rules.minLength} ${unit}`
      : `Must be at least ${rules.minLength} ${unit}`;
  }
  if (rules.maxLength !== undefined && length > rules.maxLength) {
    return Array.isArray(value)
      ? `Select at most ${rules.maxLength} ${unit}`
      : `Must be at most ${rules.maxLength} ${unit}`;
  }
  if (rules.pattern !== undefined && !Array.isArray(value)) {
    const pattern =
      typeof rules.pattern === 'string'
        ? new RegExp(`^(?:${rules.pattern})$`, 'u')
        : new RegExp(rules.pattern.source, rules.pattern.flags.replace('g', ''));
    if (!pattern.test(String(value))) return rules.patternMessage ?? 'Invalid format';
  }
  if (rules.min !== undefined || rules.max !== undefined) {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number)) return 'Must be a number';
    if (rules.min !== undefined && number < rules.min) return `Must be at least ${rules.min}`;
    if (rules.max !== undefined && number > rules.max) return `Must be at most ${rules.max}`;
  }
  return undefined;
}

/** Validates each value that has rules; returns only the fields with a message. */
export function validateForm<K extends string>(
  values: Partial<Record<K, unknown>>,
  rules: Partial<Record<K, FieldRules>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = validateField(values[key], rules[key] ?? {});
    if (message) errors[key] = message;
  }
  return errors;
}

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
