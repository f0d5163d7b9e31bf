import { useState } from 'react';
import {
  asText,
  DEFAULT_AUTOCOMPLETE,
  enterKey,
  type FieldProps,
  invalidProps,
  lockProps,
  Shell,
} from './field-shell';
import { partTexts } from './part-texts';

// The password field, a chunk of its own with its toggle's rule (parts.tsx): loaded before the
// first screen with a password shows, so flows that never ask for one never ship it.

const PASSWORD_CSS = `
.gh-toggle { font: inherit; font-size: var(--gh-text-md); cursor: pointer; background: none; color: var(--gh-link-text); border: 1px solid var(--gh-input-border); border-radius: var(--gh-input-radius); padding: 0 var(--gh-space-3); }
`;

/** A password input with a show/hide toggle. */
export default function PasswordField(props: FieldProps) {
  const { node, id, value, error, onChange, onEnter, placeholder, locale } = props;
  const texts = partTexts(locale);
  const [shown, setShown] = useState(false);
  return (
    <Shell {...props} required={node.required}>
      <style>{PASSWORD_CSS}</style>
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
          {...lockProps(node)}
          {...invalidProps(id, error)}
        />
        <button
          type="button"
          className="gh-toggle"
          aria-controls={id}
          aria-label={texts(shown ? 'hidePassword' : 'showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {texts(shown ? 'hide' : 'show')}
        </button>
      </div>
    </Shell>
  );
}
