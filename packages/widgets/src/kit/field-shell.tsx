// What every field of the kit shares: its props, the ids and ARIA wiring, the label with its
// required marker, the hint and the error. A module of its own so that a page showing one kind
// of field (the audit's time range, a Select) does not carry the others.
import { type ReactNode, useId } from 'react';
import { FIELD_CSS } from './fields-css';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
}

/** Ids and ARIA wiring shared by every field. */
export function useField({ id, hint, error, required }: FieldProps) {
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

export type Wiring = ReturnType<typeof useField>;

export const Marker = ({ required }: { required?: boolean }) =>
  required ? (
    <span className="gh-w-req" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

export function Notes({ hint, error, hintId, errorId }: FieldProps & Wiring) {
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

export function Shell(props: FieldProps & Wiring & { children: ReactNode }) {
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

export type Native<T> = Omit<T, 'value' | 'onChange' | 'id' | 'required' | 'children'>;
