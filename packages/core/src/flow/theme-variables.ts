// The provider's theme variables Gatehouse reads from theme.json (provider-content §1.4), by
// the token our renderers use. theme.json keeps a CSS string per mode (`globals`, rules scoped
// by `[data-theme="light"]`/`[data-theme="dark"]`) and per component tag (`components[tag].host`);
// Gatehouse reads only their `--descope-*` custom properties, and of those only the ones named
// here. The names follow the provider's: its theme object's paths, kebab-cased under
// `--descope-` (`colors.primary.main` is `--descope-colors-primary-main`), and a component's
// variables under its tag (`--descope-button-border-radius`).
//
// In each list the first declared name wins, and the FIRST name is the one Gatehouse's own
// files write (the emulator's default theme): a theme written with those names looks as
// Gatehouse's built-in one does.

export type ThemeValueKind = 'color' | 'length' | 'font';

export interface ThemeVariable {
  kind: ThemeValueKind;
  /** The provider's variable names, in the order they are looked for. */
  names: readonly string[];
}

const color = (...names: string[]): ThemeVariable => ({ kind: 'color', names });
const length = (...names: string[]): ThemeVariable => ({ kind: 'length', names });

/** The globals' colours, per mode (`--gh-{mode}-{token}`). */
export const GLOBAL_COLOR_VARIABLES = {
  surface: color('--descope-colors-surface-main', '--descope-colors-background-main'),
  primary: color('--descope-colors-primary-main'),
  'on-primary': color('--descope-colors-primary-contrast'),
  text: color('--descope-colors-surface-contrast', '--descope-colors-text-main'),
  muted: color('--descope-colors-surface-dark', '--descope-colors-text-secondary'),
  border: color('--descope-colors-border-main', '--descope-colors-surface-light'),
  error: color('--descope-colors-error-main'),
  focus: color('--descope-colors-focus-main'),
} as const;

/** The globals shared by both modes (`--gh-theme-{token}`, light wins). */
export const GLOBAL_SHARED_VARIABLES: Record<
  'radius' | 'font-family' | 'font-size',
  ThemeVariable
> = {
  radius: length('--descope-radius-md', '--descope-radius'),
  'font-family': {
    kind: 'font',
    names: ['--descope-fonts-font1-family', '--descope-typography-font-family'],
  },
  'font-size': length('--descope-typography-body1-size', '--descope-typography-font-size'),
};

export interface ComponentVariables {
  /** The provider's component tag whose `host` CSS holds them. */
  tag: string;
  tokens: Record<string, ThemeVariable>;
}

/** The button's tokens, from `components['descope-button'].host`. */
export const BUTTON_VARIABLES: Record<string, ThemeVariable> = {
  radius: length('--descope-button-border-radius'),
  background: color('--descope-button-background-color'),
  text: color('--descope-button-label-text-color', '--descope-button-text-color'),
  border: color('--descope-button-border-color'),
};

/** The inputs' tokens, from `components['descope-text-field'].host`. */
export const INPUT_VARIABLES: Record<string, ThemeVariable> = {
  radius: length('--descope-text-field-input-border-radius'),
  background: color('--descope-text-field-input-background-color'),
  text: color('--descope-text-field-input-value-text-color'),
  border: color('--descope-text-field-input-border-color'),
};

/** The links' tokens, from `components['descope-link'].host`. */
export const LINK_VARIABLES: Record<string, ThemeVariable> = {
  text: color('--descope-link-text-color'),
};

/**
 * The components' tokens (`--gh-{mode}-{component}-{token}` for colours, `--gh-theme-...` for
 * lengths), each read from the `host` CSS of its provider tag.
 */
export const COMPONENT_VARIABLES: Record<'button' | 'input' | 'link', ComponentVariables> = {
  button: { tag: 'descope-button', tokens: BUTTON_VARIABLES },
  input: { tag: 'descope-text-field', tokens: INPUT_VARIABLES },
  link: { tag: 'descope-link', tokens: LINK_VARIABLES },
};
