import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import type { InputNode } from './create';

// What every input control of a flow screen shares: its props, the label-and-error shell,
// the error attributes, Enter, and the autocomplete tokens used when a screen gives none.

/** What every input control receives from the screen. */
export interface FieldProps {
  node: InputNode;
  /** The id of the main control (the `<label>` points at it). */
  id: string;
  label: string;
  placeholder: string | undefined;
  value: unknown;
  error: string | undefined;
  /** Stagger position for the fade-in. */
  index: number;
  /** The flow's locale: the parts' words and the phone field's country names are in it. */
  locale: string | undefined;
  onChange(value: unknown): void;
  /** Enter was pressed in a text-like control. */
  onEnter(): void;
}

export const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const errorId = (id: string) => `${id}-error`;

/** The error accessibility attributes of a control. */
export const invalidProps = (id: string, error: string | undefined) =>
  error
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };

/**
 * What the screen state decided for a text-like control (componentsState `disable` and
 * `read-only`, the `form` option's `disabled`): the engine refuses changes to it as well.
 */
export const lockProps = (node: InputNode) => ({
  disabled: node.disabled || undefined,
  readOnly: node.readOnly || undefined,
});

/** The same for a select or checkbox, which have no read-only state of their own. */
export const choiceLockProps = (node: InputNode) => ({
  disabled: node.disabled || undefined,
  'aria-readonly': node.readOnly || undefined,
});

export const enterKey = (onEnter: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  onEnter();
};

export function Shell({
  id,
  index,
  label,
  required,
  error,
  children,
}: {
  id: string;
  index: number;
  label: ReactNode;
  required?: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="gh-field" style={{ '--gh-index': index } as CSSProperties}>
      <label htmlFor={id} className="gh-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * An input's error, right under it: the control points at it (`invalidProps`), so a screen
 * reader reads it with the control the engine focuses after a refused press. The stylesheet
 * marks it with a sign, so that it is more than a colour.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={errorId(id)} className="gh-field-error">
      {error}
    </p>
  ) : null;
}

export const DEFAULT_AUTOCOMPLETE: Partial<Record<InputNode['inputType'], string>> = {
  email: 'email',
  password: 'current-password',
  phone: 'tel-national',
};
