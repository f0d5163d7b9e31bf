// The design system the sign-in flow and every admin widget share: one typed table of tokens
// and one naming scheme for their CSS custom properties (`--gh-<group>-<name>`). Components
// style themselves with `var(--gh-...)` only, so a theme (light, dark, or the project's
// theme.json) is a different set of values for the same names.

/** Sizes on a 4 px grid: `--gh-space-1` (4 px) to `--gh-space-8` (48 px). */
const space = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '7': '32px',
  '8': '48px',
} as const;

/** The type scale: sizes, line heights, weights and the two families. */
const text = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
} as const;
const leading = { tight: '1.25', normal: '1.5' } as const;
const weight = { regular: '400', medium: '500', semibold: '600' } as const;
const font = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

const radius = { sm: '4px', md: '6px', lg: '10px', xl: '14px', pill: '999px' } as const;

/** The focus ring: a solid outline in `--gh-color-focus`, offset from the control. */
const focus = { width: '2px', offset: '2px' } as const;

const motion = { fast: '120ms', normal: '200ms', ease: 'cubic-bezier(.2,0,0,1)' } as const;

/**
 * The colours of one scheme. Every text colour is named for the surface it sits on in
 * CONTRAST_PAIRS below, and the unit test holds each pair to WCAG AA.
 */
export interface ColorScheme {
  /** The page and card surface. */
  bg: string;
  /** A quieter surface: table header, toolbar field, skeleton rows, hovered rows. */
  subtle: string;
  /** A selected row. */
  selected: string;
  text: string;
  muted: string;
  /** Dividers and card edges: decorative, so not held to a contrast ratio. */
  divider: string;
  /** The edge of a control (input, checkbox, secondary button): 3:1 on bg. */
  control: string;
  primary: string;
  'primary-hover': string;
  'on-primary': string;
  danger: string;
  'danger-hover': string;
  'on-danger': string;
  success: string;
  warning: string;
  focus: string;
  /** A disabled control's fill and label: greyed, still readable. */
  'disabled-bg': string;
  'disabled-text': string;
  /** The loading placeholders' bars. */
  skeleton: string;
  /** Behind a modal: dims the page clearly. */
  backdrop: string;
}

const light: ColorScheme = {
  bg: '#ffffff',
  subtle: '#f6f8fa',
  selected: '#ddf4ff',
  text: '#1f2328',
  muted: '#57606a',
  divider: '#d8dee4',
  control: '#818b98',
  primary: '#0969da',
  'primary-hover': '#0550ae',
  'on-primary': '#ffffff',
  danger: '#cf222e',
  'danger-hover': '#a40e26',
  'on-danger': '#ffffff',
  success: '#1a7f37',
  warning: '#9a6700',
  focus: '#0969da',
  'disabled-bg': '#eaeef2',
  'disabled-text': '#57606a',
  skeleton: '#e4e8ec',
  backdrop: 'rgb(15 23 42 / .62)',
};

const dark: ColorScheme = {
  bg: '#0d1117',
  subtle: '#161b22',
  selected: '#102a4c',
  text: '#f0f6fc',
  muted: '#9ea7b3',
  divider: '#30363d',
  control: '#6e7681',
  primary: '#4493f8',
  'primary-hover': '#6cb0ff',
  'on-primary': '#0d1117',
  danger: '#f85149',
  'danger-hover': '#ff7b72',
  'on-danger': '#0d1117',
  success: '#3fb950',
  warning: '#d29922',
  focus: '#4493f8',
  'disabled-bg': '#21262d',
  'disabled-text': '#9ea7b3',
  skeleton: '#262c36',
  backdrop: 'rgb(1 4 9 / .78)',
};

/** Elevation per scheme: dark surfaces need darker, denser shadows to read at all. */
const shadows = {
  light: {
    sm: '0 1px 2px rgb(31 35 40 / .06)',
    md: '0 1px 3px rgb(31 35 40 / .08), 0 4px 12px rgb(31 35 40 / .08)',
    lg: '0 8px 24px rgb(31 35 40 / .16), 0 24px 64px rgb(31 35 40 / .16)',
  },
  dark: {
    sm: '0 1px 2px rgb(1 4 9 / .6)',
    md: '0 1px 3px rgb(1 4 9 / .7), 0 4px 12px rgb(1 4 9 / .5)',
    lg: '0 8px 24px rgb(1 4 9 / .8), 0 24px 64px rgb(1 4 9 / .6)',
  },
} as const;

export type Scheme = 'light' | 'dark';

/** Every token, by group. Colours and shadows are per scheme; the rest is shared. */
export const TOKENS = {
  space,
  text,
  leading,
  weight,
  font,
  radius,
  focus,
  motion,
  color: { light, dark },
  shadow: shadows,
} as const;

/**
 * The pairs the components draw, `[foreground, background, minimum ratio]`: text at 4.5:1,
 * control edges and the focus ring at 3:1 (WCAG 1.4.3 and 1.4.11).
 */
export const CONTRAST_PAIRS: ReadonlyArray<
  readonly [keyof ColorScheme, keyof ColorScheme, 4.5 | 3]
> = [
  ['text', 'bg', 4.5],
  ['text', 'subtle', 4.5],
  ['text', 'selected', 4.5],
  ['muted', 'bg', 4.5],
  ['muted', 'subtle', 4.5],
  ['primary', 'bg', 4.5],
  ['danger', 'bg', 4.5],
  ['danger', 'subtle', 4.5],
  ['success', 'bg', 4.5],
  ['warning', 'bg', 4.5],
  ['on-primary', 'primary', 4.5],
  ['on-primary', 'primary-hover', 4.5],
  ['on-danger', 'danger', 4.5],
  ['on-danger', 'danger-hover', 4.5],
  ['disabled-text', 'disabled-bg', 4.5],
  ['control', 'bg', 3],
  ['control', 'subtle', 3],
  ['focus', 'bg', 3],
  ['focus', 'subtle', 3],
  ['focus', 'selected', 3],
];

/** A custom property of the design system. */
export type DesignVar = `--gh-${string}`;

const groupVars = (group: string, values: Readonly<Record<string, string>>) =>
  Object.entries(values).map(([name, value]) => [`--gh-${group}-${name}`, value] as const);

/** The shared (scheme-independent) custom properties. */
export function sharedVars(): Record<DesignVar, string> {
  return Object.fromEntries([
    ...groupVars('space', space),
    ...groupVars('text', text),
    ...groupVars('leading', leading),
    ...groupVars('weight', weight),
    ...groupVars('font', font),
    ...groupVars('radius', radius),
    ...groupVars('focus', focus),
    ...groupVars('motion', motion),
  ]);
}

/** One scheme's colour and elevation properties: `--gh-color-*` and `--gh-shadow-*`. */
export function schemeVars(scheme: Scheme): Record<DesignVar, string> {
  return Object.fromEntries([
    ...groupVars('color', TOKENS.color[scheme] as unknown as Record<string, string>),
    ...groupVars('shadow', shadows[scheme]),
  ]);
}

/** Every custom property for a scheme: what an element needs to render in it. */
export const designVars = (scheme: Scheme): Record<DesignVar, string> => ({
  ...sharedVars(),
  ...schemeVars(scheme),
});

const block = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/**
 * The stylesheet that gives `selector` the tokens: light by default, dark for
 * `[data-theme='dark']`, and the system's choice for `[data-theme='os']`.
 */
export function designCss(selector: string): string {
  const darkBlock = `${block(schemeVars('dark'))}color-scheme:dark`;
  return (
    `${selector}{${block(designVars('light'))}color-scheme:light}` +
    `${selector}[data-theme='dark']{${darkBlock}}` +
    `@media (prefers-color-scheme:dark){${selector}[data-theme='os']{${darkBlock}}}`
  );
}
