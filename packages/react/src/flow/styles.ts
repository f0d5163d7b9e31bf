import { type ColorScheme, designCss, type Scheme, TOKENS } from '../design/tokens';
import { INPUT_STAGGER_MS, STEP_FADE_MS } from './constants';
import { COMPONENT_TOKENS, type GLOBAL_COLORS } from './create';

/**
 * The theme's global colours (core's GLOBAL_COLORS names them) default to the design
 * system's: each name here is the design colour it falls back to, per scheme.
 */
const DESIGN_COLOR: Record<keyof typeof GLOBAL_COLORS, keyof ColorScheme> = {
  surface: 'bg',
  primary: 'primary',
  'on-primary': 'on-primary',
  text: 'text',
  muted: 'muted',
  border: 'control',
  error: 'danger',
  focus: 'focus',
};
/** The theme's shared lengths, on the design tokens (16 px text keeps phones from zooming). */
const SHARED = {
  radius: TOKENS.radius.md,
  'font-size': TOKENS.text.lg,
} as const;

/**
 * What each component token of the theme's components section (core's COMPONENT_TOKENS)
 * falls back to: the globals, so a theme without components looks as before.
 */
const COMPONENT_DEFAULTS: { [C in keyof typeof COMPONENT_TOKENS]: Record<string, string> } = {
  button: {
    radius: 'var(--gh-radius)',
    background: 'var(--gh-color-primary)',
    text: 'var(--gh-color-on-primary)',
    border: 'var(--gh-color-primary)',
  },
  input: {
    radius: 'var(--gh-radius)',
    background: 'var(--gh-color-surface)',
    text: 'var(--gh-color-text)',
    border: 'var(--gh-color-border)',
  },
  link: { text: 'var(--gh-color-primary)' },
};

/** Component tokens of one kind, as `[component, token, default]`. */
const componentTokens = (kind: 'color' | 'length') =>
  Object.entries(COMPONENT_TOKENS).flatMap(([component, tokens]) =>
    Object.entries(tokens)
      .filter(([, token]) => token.kind === kind)
      .map(([token]) => [component, token, COMPONENT_DEFAULTS[component]?.[token] ?? 'initial']),
  );

/**
 * One scheme's values: the globals' colours, the font (the cssTemplate's for the scheme, else
 * the theme's shared one) and the components' colours, each from `--gh-<scheme>-*` (core's
 * flowStyle) with the design system's value as the default.
 */
const modeVars = (scheme: Scheme) =>
  [
    ...Object.entries(DESIGN_COLOR).map(
      ([name, token]) =>
        `--gh-color-${name}: var(--gh-${scheme}-${name}, ${TOKENS.color[scheme][token]});`,
    ),
    `--gh-font-family: var(--gh-${scheme}-font-family, var(--gh-theme-font-family, var(--gh-font-sans)));`,
    ...componentTokens('color').map(
      ([component, token, fallback]) =>
        `--gh-${component}-${token}: var(--gh-${scheme}-${component}-${token}, ${fallback});`,
    ),
  ].join('\n  ');

/** Values both schemes share: radius, font size and the components' lengths. */
const sharedVars = () =>
  [
    ...Object.entries(SHARED).map(
      ([name, value]) => `--gh-${name}: var(--gh-theme-${name}, ${value});`,
    ),
    ...componentTokens('length').map(
      ([component, token, fallback]) =>
        `--gh-${component}-${token}: var(--gh-theme-${component}-${token}, ${fallback});`,
    ),
  ].join('\n  ');

/**
 * The flow's stylesheet: the design system's tokens (spacing, type, radii, elevation, focus,
 * colours) on `.gh-flow`, then the theme's layer over them. `--gh-color-*`, `--gh-font-family`
 * and the component colours resolve from the per-scheme `--gh-light-*` / `--gh-dark-*`, the
 * shared ones from `--gh-theme-*` (core's flowStyle sets both), else from the design tokens.
 * The rules below read only these properties. They are what every state needs (the loading,
 * waiting and failed states, and "Try again"); a screen's own rules (screen-styles.tsx) and each
 * part's (parts.tsx) load on demand, and come after these.
 */
export const FLOW_CSS = `${designCss('.gh-flow')}
.gh-flow {
  ${modeVars('light')}
  ${sharedVars()}
  --gh-fade: ${STEP_FADE_MS}ms;
  --gh-stagger: ${INPUT_STAGGER_MS}ms;
  box-sizing: border-box;
  display: block;
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  padding: var(--gh-space-7) var(--gh-space-6);
  border: 1px solid var(--gh-color-divider);
  border-radius: var(--gh-radius-xl);
  box-shadow: var(--gh-shadow-md);
  background: var(--gh-color-surface);
  color: var(--gh-color-text);
  font-family: var(--gh-font-family);
  font-size: var(--gh-font-size);
  line-height: var(--gh-leading-normal);
}
.gh-flow[data-theme='dark'] { ${modeVars('dark')} }
@media (prefers-color-scheme: dark) {
  .gh-flow[data-theme='os'] { ${modeVars('dark')} }
}
@media (max-width: 400px) { .gh-flow { padding: var(--gh-space-6) var(--gh-space-4); } }
.gh-flow *, .gh-flow *::before, .gh-flow *::after { box-sizing: inherit; }
.gh-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.gh-container { display: flex; flex-direction: column; gap: var(--gh-space-4); }
.gh-error, .gh-field-error { margin: 0; color: var(--gh-color-error); }
.gh-button {
  font: inherit; font-weight: var(--gh-weight-medium); cursor: pointer; min-height: 44px; width: 100%;
  display: inline-flex; align-items: center; justify-content: center; gap: var(--gh-space-2);
  padding: var(--gh-space-2) var(--gh-space-4);
  border-radius: var(--gh-button-radius); border: 1px solid var(--gh-button-border);
  background: var(--gh-button-background); color: var(--gh-button-text);
}
.gh-button:not([aria-disabled]):hover { box-shadow: inset 0 0 0 99px color-mix(in srgb, currentColor 10%, transparent); }
.gh-flow :focus-visible { outline: var(--gh-focus-width) solid var(--gh-color-focus); outline-offset: var(--gh-focus-offset); }
.gh-status { margin: 0 0 var(--gh-space-3); text-align: center; color: var(--gh-color-muted); }
.gh-spinner { width: 24px; height: 24px; margin: var(--gh-space-6) auto; border-radius: 50%; border: 3px solid var(--gh-color-divider); border-top-color: var(--gh-color-primary); animation: gh-spin 800ms linear infinite; }
@keyframes gh-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .gh-flow *, .gh-flow *::before, .gh-flow *::after { animation: none !important; transition: none !important; }
}
`;
