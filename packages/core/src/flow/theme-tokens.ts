// The tokens a project's theme.json can set, by name, with where the file keeps each: the
// renderer's stylesheet reads their names (and so ships with every flow), while reading the
// file (theme.ts) loads only with a theme.

export type TokenKind = 'color' | 'length';

/** The globals' colours, each read from the first path that holds one. */
export const GLOBAL_COLORS = {
  surface: ['colors.surface.main', 'colors.surface', 'colors.background.main', 'colors.background'],
  primary: ['colors.primary.main', 'colors.primary'],
  'on-primary': ['colors.primary.contrast', 'colors.onPrimary'],
  text: ['colors.surface.contrast', 'colors.text.main', 'colors.text'],
  muted: ['colors.surface.dark', 'colors.text.secondary', 'colors.muted'],
  border: ['colors.border.main', 'colors.border'],
  error: ['colors.error.main', 'colors.error'],
  focus: ['colors.focus.main', 'colors.focus'],
} as const;

const RADIUS = { kind: 'length', paths: ['radius', 'borderRadius', 'border.radius'] } as const;
const BACKGROUND = { kind: 'color', paths: ['backgroundColor', 'background'] } as const;
const BORDER = { kind: 'color', paths: ['borderColor', 'border.color'] } as const;
const textColor = (...names: string[]) =>
  ({ kind: 'color', paths: [...names, 'textColor', 'color'] }) as const;

/** The components section's tokens: what the renderer's stylesheet can apply, by component. */
export const COMPONENT_TOKENS: Record<
  string,
  Record<string, { kind: TokenKind; paths: readonly string[] }>
> = {
  button: {
    radius: RADIUS,
    background: BACKGROUND,
    text: /* @__PURE__ */ textColor('labelTextColor'),
    border: BORDER,
  },
  input: {
    radius: RADIUS,
    background: BACKGROUND,
    text: /* @__PURE__ */ textColor('valueTextColor'),
    border: BORDER,
  },
  link: { text: /* @__PURE__ */ textColor() },
};
