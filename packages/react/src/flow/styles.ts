import { COMPONENT_TOKENS, type GLOBAL_COLORS } from './create';

/** Step fade duration (spec 001 §9). */
export const STEP_FADE_MS = 300;
/** Delay between the fade-in of consecutive inputs (spec 001 §9). */
export const INPUT_STAGGER_MS = 40;
/** Debugger panel size and width limits (spec 001 §9). */
export const DEBUGGER_SIZE = { width: 300, height: 200, minWidth: 200, maxWidth: 600 } as const;

/** The globals' colours (core's GLOBAL_COLORS names them), with their defaults per mode. */
const TOKENS: Record<keyof typeof GLOBAL_COLORS, readonly [light: string, dark: string]> = {
  surface: ['#ffffff', '#1f2023'],
  primary: ['#3b5bdb', '#91a7ff'],
  'on-primary': ['#ffffff', '#10121a'],
  text: ['#1b1c1f', '#eceef2'],
  muted: ['#5c606b', '#a8acb7'],
  border: ['#c4c8d0', '#4a4d55'],
  error: ['#c92a2a', '#ff8787'],
  focus: ['#1c7ed6', '#74c0fc'],
};
const SHARED = {
  radius: '8px',
  'font-size': '16px',
} as const;
const DEFAULT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

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
 * One mode's values: the globals' colours, the font (the cssTemplate's for the mode, else the
 * theme's shared one) and the components' colours, each from `--gh-<mode>-*` with a default.
 */
const modeVars = (mode: 0 | 1, prefix: 'light' | 'dark') =>
  [
    ...Object.entries(TOKENS).map(
      ([name, values]) => `--gh-color-${name}: var(--gh-${prefix}-${name}, ${values[mode]});`,
    ),
    `--gh-font-family: var(--gh-${prefix}-font-family, var(--gh-theme-font-family, ${DEFAULT_FONT}));`,
    ...componentTokens('color').map(
      ([component, token, fallback]) =>
        `--gh-${component}-${token}: var(--gh-${prefix}-${component}-${token}, ${fallback});`,
    ),
  ].join('\n  ');

/** Values both modes share: radius, font size and the components' lengths. */
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
 * The flow's stylesheet: plain CSS on custom properties. `--gh-color-*`, `--gh-font-family`
 * and the component colours resolve from the per-mode `--gh-light-*` / `--gh-dark-*`, the
 * shared ones from `--gh-theme-*` (core's flowStyle sets both), with built-in defaults.
 */
export const FLOW_CSS = `
.gh-flow {
  ${modeVars(0, 'light')}
  ${sharedVars()}
  --gh-fade: ${STEP_FADE_MS}ms;
  --gh-stagger: ${INPUT_STAGGER_MS}ms;
  color-scheme: light;
  box-sizing: border-box;
  display: block;
  max-width: 420px;
  margin: 0 auto;
  padding: 24px;
  border-radius: var(--gh-radius);
  background: var(--gh-color-surface);
  color: var(--gh-color-text);
  font-family: var(--gh-font-family);
  font-size: var(--gh-font-size);
  line-height: 1.5;
}
.gh-flow[data-theme='dark'] { color-scheme: dark; ${modeVars(1, 'dark')} }
@media (prefers-color-scheme: dark) {
  .gh-flow[data-theme='os'] { color-scheme: dark; ${modeVars(1, 'dark')} }
}
.gh-flow *, .gh-flow *::before, .gh-flow *::after { box-sizing: inherit; }
.gh-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.gh-screen { --gh-shift: 8px; display: flex; flex-direction: column; animation: gh-fade var(--gh-fade) ease-out both; }
.gh-screen[data-direction='back'] { --gh-shift: -8px; }
.gh-screen[aria-busy='true'] { opacity: 0.6; }
.gh-field { display: flex; flex-direction: column; gap: 4px; animation: gh-fade var(--gh-fade) ease-out both; animation-delay: calc(var(--gh-index, 0) * var(--gh-stagger)); }
@keyframes gh-fade { from { opacity: 0; transform: translateX(var(--gh-shift, 0)); } to { opacity: 1; transform: none; } }
.gh-container { display: flex; flex-direction: column; gap: 12px; }
.gh-container[data-direction='row'] { flex-direction: row; flex-wrap: wrap; align-items: center; }
.gh-container[data-direction='row'] > * { flex: 1 1 0; }
.gh-title { margin: 0; font-size: 1.5em; }
.gh-subtitle { margin: 0; font-size: 1.1em; color: var(--gh-color-muted); }
.gh-body { margin: 0; }
.gh-caption { margin: 0; font-size: 0.85em; color: var(--gh-color-muted); }
.gh-error, .gh-field-error { margin: 0; color: var(--gh-color-error); }
.gh-field-error { font-size: 0.85em; }
.gh-alert:not(:empty) { margin-top: 12px; }
.gh-label { font-weight: 600; }
.gh-input, .gh-select {
  font: inherit; color: var(--gh-input-text); background: var(--gh-input-background);
  border: 1px solid var(--gh-input-border); border-radius: var(--gh-input-radius);
  padding: 8px 12px; min-height: 40px; width: 100%;
}
.gh-input[aria-invalid='true'], .gh-select[aria-invalid='true'] { border-color: var(--gh-color-error); }
.gh-row { display: flex; gap: 8px; align-items: stretch; }
.gh-row > .gh-input { flex: 1 1 auto; }
.gh-row > .gh-select { flex: 0 0 auto; width: auto; }
.gh-passcode { display: flex; flex-direction: column; gap: 4px; border: 0; padding: 0; margin: 0; min-width: 0; }
.gh-passcode legend { padding: 0; margin-bottom: 4px; }
.gh-passcode-boxes { display: flex; gap: 8px; }
.gh-passcode .gh-input { width: 2.5em; text-align: center; padding: 8px 0; }
.gh-check { display: flex; gap: 8px; align-items: center; }
.gh-button {
  font: inherit; cursor: pointer; min-height: 40px; padding: 8px 16px; width: 100%;
  border-radius: var(--gh-button-radius); border: 1px solid var(--gh-button-border);
  background: var(--gh-button-background); color: var(--gh-button-text);
}
.gh-button[data-variant='secondary'], .gh-button[data-variant='sso'] { background: transparent; color: var(--gh-color-text); border-color: var(--gh-color-border); }
.gh-button[data-variant='link'] { background: none; border: 0; color: var(--gh-link-text); text-decoration: underline; width: auto; min-height: 0; padding: 4px; }
.gh-button[aria-disabled='true'] { cursor: progress; opacity: 0.7; }
.gh-button[data-unavailable] { cursor: not-allowed; opacity: 0.5; }
.gh-toggle { font: inherit; cursor: pointer; background: none; color: var(--gh-color-primary); border: 1px solid var(--gh-input-border); border-radius: var(--gh-input-radius); padding: 0 12px; }
.gh-link { color: var(--gh-link-text); }
.gh-image { max-width: 100%; height: auto; align-self: center; }
.gh-totp { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.gh-totp code { word-break: break-all; }
.gh-flow :focus-visible { outline: 3px solid var(--gh-color-focus); outline-offset: 2px; }
.gh-status { margin: 0; text-align: center; }
.gh-spinner { width: 24px; height: 24px; margin: 24px auto; border-radius: 50%; border: 3px solid var(--gh-color-border); border-top-color: var(--gh-color-primary); animation: gh-spin 800ms linear infinite; }
@keyframes gh-spin { to { transform: rotate(360deg); } }
.gh-debugger {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483000;
  width: ${DEBUGGER_SIZE.width}px; height: ${DEBUGGER_SIZE.height}px;
  min-width: ${DEBUGGER_SIZE.minWidth}px; max-width: ${DEBUGGER_SIZE.maxWidth}px;
  resize: horizontal; overflow: auto; padding: 8px 12px;
  background: var(--gh-color-surface); color: var(--gh-color-text);
  border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius);
  font-size: 0.8em; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
}
.gh-debugger-title { margin: 0 0 4px; font-weight: 700; }
.gh-debugger ul { margin: 0; padding-left: 16px; }
.gh-debugger [data-level='error'] { color: var(--gh-color-error); }
@media (prefers-reduced-motion: reduce) {
  .gh-flow *, .gh-flow *::before, .gh-flow *::after { animation: none !important; transition: none !important; }
}
`;
