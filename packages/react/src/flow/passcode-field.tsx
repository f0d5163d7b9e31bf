import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  useRef,
} from 'react';
import { passcodeLength } from './create';
import { asText, enterKey, errorId, FieldError, type FieldProps } from './field-shell';
import { partTexts } from './part-texts';

// The passcode field, a chunk of its own with its rules (parts.tsx): loaded before the first
// screen with a passcode shows, so flows that never ask for a code never ship it.

/**
 * The boxes' rules, on the flow stylesheet's properties (styles.ts). A box may shrink below
 * its input's intrinsic width (`min-width: 0`): six fit a flow in a 360 px phone's modal.
 */
export const PASSCODE_CSS = `
.gh-passcode { display: flex; flex-direction: column; align-items: center; gap: var(--gh-space-2); border: 0; padding: 0; margin: 0; min-width: 0; }
.gh-passcode legend { padding: 0; margin: 0 auto var(--gh-space-2); text-align: center; }
.gh-passcode-boxes { display: flex; justify-content: center; gap: var(--gh-space-2); width: 100%; }
.gh-passcode .gh-input { flex: 0 1 48px; width: 48px; min-width: 0; min-height: 52px; padding: 0; text-align: center; font-size: var(--gh-text-xl); font-weight: var(--gh-weight-semibold); }
.gh-passcode ~ .gh-field-error { justify-content: center; }
`;

/**
 * N single-digit boxes over one value held by the engine: a digit typed anywhere lands at
 * the end of what is typed so far (no gaps), backspace goes back, a paste fills them all.
 * The boxes show the engine's value, so a wrong code that the engine clears clears them.
 */
export default function PasscodeField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, locale } = props;
  const texts = partTexts(locale);
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
      <style>{PASSCODE_CSS}</style>
      <fieldset className="gh-passcode" disabled={node.disabled || undefined}>
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
              aria-label={texts('digit', { index: index + 1, count: digits })}
              value={code[index] ?? ''}
              onFocus={(event) => event.target.select()}
              onChange={onBoxChange(index)}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              readOnly={node.readOnly || undefined}
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
