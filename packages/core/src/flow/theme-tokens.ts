import {
  BUTTON_VARIABLES,
  GLOBAL_COLOR_VARIABLES,
  INPUT_VARIABLES,
  LINK_VARIABLES,
  type ThemeVariable,
} from './theme-variables';

// The tokens a project's theme.json can set, by name: the renderer's stylesheet reads their
// names (and so ships with every flow), while reading the file (theme.ts) loads only with a
// theme. Where each comes from in theme.json is theme-variables.ts's table. Plain object
// literals, so an app that uses none of them ships none of them.

export type TokenKind = 'color' | 'length';

/** The globals' colours, by token: the provider's variables each is read from. */
export const GLOBAL_COLORS = GLOBAL_COLOR_VARIABLES;

/** The components section's tokens: what the renderer's stylesheet can apply, by component. */
export const COMPONENT_TOKENS: Record<string, Record<string, ThemeVariable>> = {
  button: BUTTON_VARIABLES,
  input: INPUT_VARIABLES,
  link: LINK_VARIABLES,
};
