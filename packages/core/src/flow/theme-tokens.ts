import { COMPONENT_VARIABLES, GLOBAL_COLOR_VARIABLES } from './theme-variables';

// The tokens a project's theme.json can set, by name: the renderer's stylesheet reads their
// names (and so ships with every flow), while reading the file (theme.ts) loads only with a
// theme. Where each comes from in theme.json is theme-variables.ts's table.

export type TokenKind = 'color' | 'length';

/** The globals' colours, by token: the provider's variables each is read from. */
export const GLOBAL_COLORS = GLOBAL_COLOR_VARIABLES;

/** The components section's tokens: what the renderer's stylesheet can apply, by component. */
export const COMPONENT_TOKENS: Record<
  string,
  Record<string, { kind: TokenKind; names: readonly string[] }>
> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(COMPONENT_VARIABLES).map(([component, { tokens }]) => [
    component,
    tokens as Record<string, { kind: TokenKind; names: readonly string[] }>,
  ]),
);
