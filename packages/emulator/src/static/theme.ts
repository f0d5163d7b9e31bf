// The emulator's theme.json in the provider's shape: per mode, `globals` (one CSS string of
// `--descope-*` custom properties scoped by `[data-theme="light"|"dark"]`) and `components`
// (CSS by component tag and theme section, `host` the main one). The names are the
// provider's own (its UI library's theme variables); the values are the emulator's look.

type Mode = 'light' | 'dark';

/** The globals of each mode, by the provider's variable name. */
export const THEME_GLOBALS: Record<Mode, Readonly<Record<string, string>>> = {
  light: {
    '--descope-colors-surface-main': '#ffffff',
    '--descope-colors-surface-contrast': '#1b1f24',
    // The provider's lighter and darker surface shades: borders, and muted text.
    '--descope-colors-surface-light': '#d0d7de',
    '--descope-colors-surface-dark': '#57606a',
    '--descope-colors-primary-main': '#2f5bd3',
    '--descope-colors-primary-contrast': '#ffffff',
    '--descope-colors-error-main': '#b42318',
    '--descope-colors-error-contrast': '#ffffff',
    '--descope-fonts-font1-family': 'system-ui, sans-serif',
    '--descope-typography-body1-font-size': '16px',
    '--descope-radius-md': '8px',
  },
  dark: {
    '--descope-colors-surface-main': '#0d1117',
    '--descope-colors-surface-contrast': '#e6edf3',
    '--descope-colors-surface-light': '#30363d',
    '--descope-colors-surface-dark': '#8b949e',
    '--descope-colors-primary-main': '#6e9bff',
    '--descope-colors-primary-contrast': '#0d1117',
    '--descope-colors-error-main': '#ff7b72',
    '--descope-colors-error-contrast': '#0d1117',
    '--descope-fonts-font1-family': 'system-ui, sans-serif',
    '--descope-typography-body1-font-size': '16px',
    '--descope-radius-md': '8px',
  },
};

/** The components' own variables, the same in both modes: buttons and fields are rounder. */
export const THEME_COMPONENTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'descope-button': { '--descope-button-border-radius': '6px' },
  'descope-text-field': { '--descope-text-field-border-radius': '6px' },
};

const declarations = (vars: Readonly<Record<string, string>>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

const section = (mode: Mode) => ({
  globals: `[data-theme="${mode}"] { ${declarations(THEME_GLOBALS[mode])} }`,
  components: Object.fromEntries(
    Object.entries(THEME_COMPONENTS).map(([tag, vars]) => [
      tag,
      { host: `:host { ${declarations(vars)} }` },
    ]),
  ),
});

/** theme.json. */
export const theme = { light: section('light'), dark: section('dark') };
