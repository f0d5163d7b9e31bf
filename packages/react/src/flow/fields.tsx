import { type CSSProperties, useState } from 'react';
import {
  asText,
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  FieldError,
  type FieldProps,
  invalidProps,
  Shell,
} from './field-shell';
import { partOf } from './parts';

export type { FieldProps } from './field-shell';

/** text and email inputs. */
function TextField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, placeholder } = props;
  return (
    <Shell {...props} required={node.required}>
      <input
        id={id}
        className="gh-input"
        data-gh-input={node.name}
        type={node.inputType === 'email' ? 'email' : 'text'}
        inputMode={node.inputType === 'email' ? 'email' : undefined}
        name={node.name}
        value={asText(value)}
        placeholder={placeholder}
        required={node.required}
        aria-required={node.required || undefined}
        autoComplete={node.autoComplete ?? DEFAULT_AUTOCOMPLETE[node.inputType]}
        minLength={node.minLength}
        maxLength={node.maxLength}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={enterKey(onEnter)}
        {...invalidProps(id, error)}
      />
    </Shell>
  );
}

/** A password input with a show/hide toggle. */
function PasswordField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, placeholder } = props;
  const [shown, setShown] = useState(false);
  return (
    <Shell {...props} required={node.required}>
      <div className="gh-row">
        <input
          id={id}
          className="gh-input"
          data-gh-input={node.name}
          type={shown ? 'text' : 'password'}
          name={node.name}
          value={asText(value)}
          placeholder={placeholder}
          required={node.required}
          aria-required={node.required || undefined}
          autoComplete={node.autoComplete ?? DEFAULT_AUTOCOMPLETE.password}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={enterKey(onEnter)}
          {...invalidProps(id, error)}
        />
        <button
          type="button"
          className="gh-toggle"
          aria-controls={id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </Shell>
  );
}

function CheckboxField({ node, id, label, value, error, index, onChange }: FieldProps) {
  return (
    <div className="gh-field" style={{ '--gh-index': index } as CSSProperties}>
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
          {...invalidProps(id, error)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

function SelectField(props: FieldProps) {
  const { node, id, value, error, onChange, placeholder } = props;
  return (
    <Shell {...props} required={node.required}>
      <select
        id={id}
        className="gh-select"
        data-gh-input={node.name}
        name={node.name}
        value={asText(value)}
        required={node.required}
        aria-required={node.required || undefined}
        autoComplete={node.autoComplete}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder ?? 'Select…'}</option>
        {(node.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** The control for an input node, by its type (the phone and passcode fields are chunks). */
export function Field(props: FieldProps) {
  switch (props.node.inputType) {
    case 'password':
      return <PasswordField {...props} />;
    case 'phone': {
      const PhoneField = partOf('phone');
      return <PhoneField {...props} />;
    }
    case 'passcode': {
      const PasscodeField = partOf('passcode');
      return <PasscodeField {...props} />;
    }
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'hidden':
      return <input type="hidden" name={props.node.name} value={asText(props.value)} />;
    default:
      return <TextField {...props} />;
  }
}
