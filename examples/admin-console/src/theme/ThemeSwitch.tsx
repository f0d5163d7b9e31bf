import { type ReactNode, useId } from 'react';
import { setTheme, THEME_CHOICES, type ThemeChoice, useTheme } from './theme';

// A segmented control of three radio buttons: native radios give the keyboard behaviour
// (Tab into the group, arrows between choices) and the checked state to assistive technology
// for free; the icons are only decoration, each choice is named in text.

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const ICONS: Record<ThemeChoice, ReactNode> = {
  light: (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1" />
    </>
  ),
  dark: <path d="M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7Z" />,
  system: (
    <>
      <rect x="1.5" y="2.5" width="13" height="9" rx="1.5" />
      <path d="M5.5 14.5h5M8 11.5v3" />
    </>
  ),
};

export function ThemeSwitch() {
  const choice = useTheme();
  const name = useId();
  return (
    <fieldset className="theme-switch">
      <legend className="sr-only">Theme</legend>
      {THEME_CHOICES.map((each) => (
        <label key={each} className="theme-switch__option" title={`${LABELS[each]} theme`}>
          <input
            type="radio"
            name={name}
            value={each}
            checked={choice === each}
            onChange={() => setTheme(each)}
          />
          <svg viewBox="0 0 16 16" aria-hidden="true" className="icon">
            {ICONS[each]}
          </svg>
          <span className="sr-only">{LABELS[each]}</span>
        </label>
      ))}
    </fieldset>
  );
}
