import type { CSSProperties } from 'react';
import { choiceLockProps, FieldError, type FieldProps, invalidProps } from './field-shell';

// The checkbox field, a chunk of its own with its rules (parts.tsx): loaded before the first
// screen with a checkbox (terms to accept, say) shows.

const CHECKBOX_CSS = `
.gh-check { display: flex; gap: var(--gh-space-2); align-items: center; }
.gh-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--gh-color-primary); }
`;

export default function CheckboxField({
  node,
  id,
  label,
  value,
  error,
  index,
  onChange,
}: FieldProps) {
  return (
    <div className="gh-field" style={{ '--gh-index': index } as CSSProperties}>
      <style>{CHECKBOX_CSS}</style>
      <div className="gh-check">
        <input
          id={id}
          data-gh-input={node.name}
          type="checkbox"
          name={node.name}
          checked={value === true || value === 'true'}
          autoComplete={node.autoComplete}
          required={node.required}
          aria-required={node.required || undefined}
          onChange={(event) => onChange(event.target.checked)}
          {...choiceLockProps(node)}
          {...invalidProps(id, error)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
