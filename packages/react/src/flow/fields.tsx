import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  lazy,
  useRef,
  useState,
} from 'react';
import { passcodeLength } from './create';
import {
  asText,
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  errorId,
  FieldError,
  type FieldProps,
  invalidProps,
  Shell,
} from './field-shell';

// The phone field (its country list and number handling) is a chunk of its own, loaded by the
// first phone screen; <Flow> shows its loading state until the screen's code is all there.
const PhoneField = lazy(() =>
  import('./phone-field').then((module) => ({ default: module.PhoneField })),
);

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

/**
 * N single-digit boxes over one value held by the engine: a digit typed anywhere lands at
 * the end of what is typed so far (no gaps), backspace goes back, a paste fills them all.
 * The boxes show the engine's value, so a wrong code that the engine clears clears them.
 */
function PasscodeField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter } = props;
  const digits = passcodeLength(node);
  const code = asText(value).replace(/\D/g, '').slice(0, digits);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = `${id}-label`;
  const focusBox = (index: number) => boxes.current[Math.min(index, digits - 1)]?.focus();

  const commit = (next: string, focus?: number) => {
    onChange(next.slice(0, digits));
    if (focus !== undefined) focusBox(focus);
  };
  /** Put `typed` digits at `index` (never past the end of the code so far). */
  const fill = (index: number, typed: string) => {
    const digitsTyped = typed.replace(/\D/g, '');
    if (!digitsTyped) return;
    const at = digitsTyped.length >= digits ? 0 : Math.min(index, code.length);
    const next = code.slice(0, at) + digitsTyped + code.slice(at + digitsTyped.length);
    commit(next, at + digitsTyped.length);
  };
  const onBoxChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text === '') {
      commit(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    // A digit typed next to the box's digit replaces it; a longer value (autofill) fills on.
    const old = code[index];
    const typed = text.length === 2 && old ? (text[0] === old ? text[1]! : text[0]!) : text;
    fill(index, typed);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !code[index] && index > 0) {
      event.preventDefault();
      const at = Math.min(index, code.length) - 1;
      commit(code.slice(0, at) + code.slice(at + 1), at);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else {
      enterKey(onEnter)(event);
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="gh-field" style={{ '--gh-index': props.index } as CSSProperties}>
      <fieldset className="gh-passcode">
        <legend id={labelId} className="gh-label">
          {props.label}
          {node.required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        <div className="gh-passcode-boxes">
          {Array.from({ length: digits }, (_, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={index === 0 ? id : `${id}-${index}`}
              className="gh-input"
              data-gh-input={index === 0 ? node.name : undefined}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={index === 0 ? digits : 2}
              autoComplete={index === 0 ? (node.autoComplete ?? 'one-time-code') : 'off'}
              aria-label={`Digit ${index + 1} of ${digits}`}
              value={code[index] ?? ''}
              onFocus={(event) => event.target.select()}
              onChange={onBoxChange(index)}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              // Each box names the error, so it is read wherever focus lands.
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(id) : undefined}
            />
          ))}
        </div>
      </fieldset>
      <FieldError id={id} error={error} />
    </div>
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

/** The control for an input node, by its type. */
export function Field(props: FieldProps) {
  switch (props.node.inputType) {
    case 'password':
      return <PasswordField {...props} />;
    case 'phone':
      return <PhoneField {...props} />;
    case 'passcode':
      return <PasscodeField {...props} />;
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
