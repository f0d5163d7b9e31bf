import { GLOBAL_COLOR_VARIABLES } from './theme-variables';

// The tokens a project's theme.json can set, by name and kind: the renderer's stylesheet reads
// them (and so ships with every flow), while where theme.json keeps each (theme-variables.ts's
// table of the provider's variable names) loads only with a theme, with the file's reader
// (theme.ts). Plain object literals, so an app that uses none of them ships none of them.

export type TokenKind = 'color' | 'length';

/** The globals' colours, by token (the renderer reads their names only). */
export const GLOBAL_COLORS = GLOBAL_COLOR_VARIABLES;

const COLOR = { kind: 'color' } as const;
const LENGTH = { kind: 'length' } as const;

/**
 * The components section's tokens: what the renderer's stylesheet can apply, by component,
 * with their kind (theme-tokens.test.ts checks they are theme-variables.ts's, token by token).
 */
export const COMPONENT_TOKENS: Record<string, Record<string, { kind: TokenKind }>> = {
  button: { radius: LENGTH, background: COLOR, text: COLOR, border: COLOR },
  input: { radius: LENGTH, background: COLOR, text: COLOR, border: COLOR },
  link: { text: COLOR },
};
