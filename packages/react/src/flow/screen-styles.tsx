// The rules of a flow's screens (text, fields, button variants, links, images), in the screen
// parts' chunk (screen-parts.ts): <Flow> starts loading it with the flow, alongside the
// engine's first requests, and the engine shows the first screen once it is there (parts.tsx).
// The loading, waiting and failed states need only FLOW_CSS (styles.ts), whose properties these
// rules read. Rendered after FLOW_CSS, so the cascade is the one stylesheet's it was split
// from. A row's items take their content's width and wrap onto lines of their own when they do
// not fit (two provider buttons on a phone). An error's sign (::before) has no alternative
// text: the error's words say it, and the sign makes it more than its colour.

export const SCREEN_CSS = `
.gh-screen { --gh-shift: 8px; display: flex; flex-direction: column; animation: gh-fade var(--gh-fade) ease-out both; }
.gh-screen[data-direction='back'] { --gh-shift: -8px; }
.gh-screen[aria-busy='true'] { cursor: progress; }
.gh-field { display: flex; flex-direction: column; gap: var(--gh-space-2); animation: gh-fade var(--gh-fade) ease-out both; animation-delay: calc(var(--gh-index, 0) * var(--gh-stagger)); }
@keyframes gh-fade { from { opacity: 0; transform: translateX(var(--gh-shift, 0)); } to { opacity: 1; transform: none; } }
.gh-unsupported { margin: 0; padding: var(--gh-space-2) var(--gh-space-3); border: 1px dashed var(--gh-color-border); border-radius: var(--gh-radius); color: var(--gh-color-muted); font-size: 0.875em; }
.gh-container[data-direction='row'] { flex-direction: row; flex-wrap: wrap; align-items: center; gap: var(--gh-space-2); }
.gh-container[data-direction='row'] > * { flex: 1 1 auto; }
.gh-title { margin: 0; font-size: var(--gh-text-2xl); line-height: var(--gh-leading-tight); font-weight: var(--gh-weight-semibold); text-align: center; }
.gh-subtitle { margin: 0; font-size: var(--gh-text-md); color: var(--gh-color-muted); text-align: center; overflow-wrap: anywhere; }
.gh-body { margin: 0; font-size: var(--gh-text-md); color: var(--gh-color-muted); }
.gh-caption { margin: 0; font-size: var(--gh-text-sm); color: var(--gh-color-muted); }
.gh-field-error { display: flex; gap: var(--gh-space-1); align-items: flex-start; font-size: var(--gh-text-sm); }
.gh-field-error::before, .gh-alert:not(:empty)::before {
  content: '!' / ''; flex: none; display: inline-grid; place-items: center; width: 1.25em; height: 1.25em;
  margin-top: 0.1em; border: 1.5px solid; border-radius: 50%; font-size: 0.8em; font-weight: 700; line-height: 1;
}
.gh-alert:not(:empty) {
  display: flex; gap: var(--gh-space-2); align-items: flex-start; padding: var(--gh-space-3);
  border: 1px solid var(--gh-color-error); border-radius: var(--gh-radius);
  font-size: var(--gh-text-md);
}
.gh-label { font-size: var(--gh-text-md); font-weight: var(--gh-weight-semibold); }
.gh-input, .gh-select {
  font: inherit; color: var(--gh-input-text); background: var(--gh-input-background);
  border: 1px solid var(--gh-input-border); border-radius: var(--gh-input-radius);
  padding: var(--gh-space-2) var(--gh-space-3); min-height: 44px; width: 100%; min-width: 0;
}
.gh-input[aria-invalid='true'], .gh-select[aria-invalid='true'] { border-color: var(--gh-color-error); box-shadow: 0 0 0 1px var(--gh-color-error); }
.gh-input:disabled, .gh-select:disabled, .gh-passcode:disabled .gh-input { opacity: 0.6; cursor: not-allowed; }
.gh-input:read-only:not(:disabled) { background: color-mix(in srgb, var(--gh-color-muted) 10%, var(--gh-input-background)); }
.gh-row { display: flex; gap: var(--gh-space-2); align-items: stretch; }
.gh-row > .gh-input { flex: 1 1 auto; }
.gh-button[data-variant='secondary'], .gh-button[data-variant='sso'] { background: var(--gh-color-surface); color: var(--gh-color-text); border-color: var(--gh-color-border); }
.gh-button[data-variant='link'] { background: none; border: 0; color: var(--gh-link-text); width: auto; min-height: 0; padding: var(--gh-space-1); align-self: center; box-shadow: none; }
.gh-button[data-variant='link']:hover { text-decoration: underline; }
.gh-button[aria-disabled] { cursor: progress; }
.gh-button[aria-disabled]:not([aria-busy]) { opacity: 0.7; }
.gh-button[data-unavailable], .gh-button[data-disabled] { cursor: not-allowed; opacity: 0.5; }
.gh-mark { display: inline-flex; flex: none; width: 20px; height: 20px; }
.gh-button-spinner { flex: none; width: 1em; height: 1em; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent; animation: gh-spin 700ms linear infinite; }
.gh-link { color: var(--gh-link-text); }
.gh-image { max-width: 100%; height: auto; align-self: center; }
`;

/** The screen rules, as the part <Flow> renders beside a screen. */
export default function ScreenStyles() {
  return <style>{SCREEN_CSS}</style>;
}
