import { type ThemeMode, themeMode } from '@gatehouse/core';
import { type DesignVar, designCss, designVars, sharedVars, TOKENS } from '@gatehouse/react/design';
import type { CSSProperties } from 'react';

export type KitTheme = ThemeMode;

/** The colour tokens per scheme: the design system's (every drawn pair meets WCAG AA). */
export const PALETTES = TOKENS.color;

type Vars = Record<DesignVar, string>;

/** The theme to render: core's rule, with `os` for a value it refuses (reported elsewhere). */
export const kitTheme = (theme: string | undefined): KitTheme => themeMode(theme) ?? 'os';

/**
 * The design system's custom properties for the widget root, so a widget inside a page with its
 * own `--gh-*` values still renders in its theme. `os` sets only the shared tokens: the colours
 * then come from KIT_CSS, which follows `prefers-color-scheme` for `[data-theme='os']`.
 */
export function themeStyle(theme: KitTheme | undefined): CSSProperties {
  const mode = kitTheme(theme);
  const tokens: Vars = mode === 'os' ? sharedVars() : designVars(mode);
  return tokens as CSSProperties;
}

/**
 * The kit's stylesheet, for a `<style>` inside each widget's shadow root (KitRoot renders it):
 * the tokens, the widget frame, buttons, search, toasts and the loading and failed states.
 * The table, the modal and the form fields carry their own rules (table-css.ts, modal-css.ts,
 * fields-css.ts, multi-select-css.ts) and render them with themselves, so a widget ships only
 * the rules of the components it uses, and a lazily loaded form brings its fields' rules.
 */
export const KIT_CSS = `
${designCss('.gh-w')}
.gh-w{box-sizing:border-box;background:var(--gh-color-bg);color:var(--gh-color-text);font-family:var(--gh-font-sans);font-size:var(--gh-text-md);line-height:var(--gh-leading-normal);-webkit-font-smoothing:antialiased}
.gh-w *,.gh-w *::before,.gh-w *::after{box-sizing:inherit}
.gh-w :focus-visible{outline:var(--gh-focus-width) solid var(--gh-color-focus);outline-offset:var(--gh-focus-offset)}
.gh-w svg{flex:none}
.gh-w-sr{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gh-w-widget{display:flex;flex-direction:column;gap:var(--gh-space-3);min-width:0}
.gh-w-header{display:flex;flex-direction:column;gap:var(--gh-space-3)}
.gh-w-title{margin:0;font-size:var(--gh-text-lg);font-weight:var(--gh-weight-semibold);line-height:var(--gh-leading-tight)}
.gh-w-bar{display:flex;flex-wrap:wrap;gap:var(--gh-space-2);align-items:center}
.gh-w-bar>.gh-w-search{flex:1 1 220px;max-width:360px}
.gh-w-btn{display:inline-flex;align-items:center;justify-content:center;gap:var(--gh-space-2);font:inherit;font-weight:var(--gh-weight-medium);white-space:nowrap;cursor:pointer;min-height:34px;padding:0 var(--gh-space-3);border-radius:var(--gh-radius-md);border:1px solid var(--gh-color-control);background:var(--gh-color-bg);color:var(--gh-color-text);box-shadow:var(--gh-shadow-sm);transition:background-color var(--gh-motion-fast),border-color var(--gh-motion-fast)}
.gh-w-btn:hover:not([aria-disabled]){background:var(--gh-color-subtle)}
.gh-w-btn[data-variant='primary']{background:var(--gh-color-primary);border-color:var(--gh-color-primary);color:var(--gh-color-on-primary)}
.gh-w-btn[data-variant='primary']:hover:not([aria-disabled]){background:var(--gh-color-primary-hover);border-color:var(--gh-color-primary-hover)}
.gh-w-btn[data-variant='danger']{background:var(--gh-color-bg);border-color:var(--gh-color-control);color:var(--gh-color-danger)}
.gh-w-btn[data-variant='danger']:hover:not([aria-disabled]){background:var(--gh-color-danger);border-color:var(--gh-color-danger);color:var(--gh-color-on-danger)}
.gh-w .gh-w-btn[aria-disabled='true']{cursor:not-allowed;background:var(--gh-color-disabled-bg);border-color:var(--gh-color-disabled-bg);color:var(--gh-color-disabled-text);box-shadow:none}
.gh-w-btn[aria-busy='true']{cursor:progress}
.gh-w-icon{display:inline-grid;place-items:center;font:inherit;cursor:pointer;background:none;border:0;color:var(--gh-color-muted);width:28px;height:28px;padding:0;border-radius:var(--gh-radius-sm)}
.gh-w-icon:hover{color:var(--gh-color-text);background:var(--gh-color-subtle)}
.gh-w-toolbar{display:flex;flex-wrap:wrap;gap:var(--gh-space-2);align-items:center}
.gh-w-search{position:relative;display:flex;align-items:center;min-height:34px;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);background:var(--gh-color-bg);color:var(--gh-color-muted)}
.gh-w-search:focus-within{outline:var(--gh-focus-width) solid var(--gh-color-focus);outline-offset:var(--gh-focus-offset)}
.gh-w-search>svg{position:absolute;inset-inline-start:10px;pointer-events:none}
.gh-w-search input{flex:1;min-width:0;width:100%;font:inherit;color:var(--gh-color-text);background:none;border:0;padding:6px 8px 6px 34px;-webkit-appearance:none;appearance:none}
.gh-w-search input:focus-visible{outline:none}
.gh-w-search input::placeholder{color:var(--gh-color-muted);opacity:1}
.gh-w-search input::-webkit-search-cancel-button{display:none}
.gh-w-search .gh-w-icon{margin-inline-end:3px}
.gh-w-hint,.gh-w-error{margin:0;font-size:var(--gh-text-xs);color:var(--gh-color-muted)}
.gh-w-error{color:var(--gh-color-danger)}
.gh-w-note-line{display:flex;align-items:center;gap:var(--gh-space-2);font-size:var(--gh-text-sm)}
.gh-w-skeleton{display:block;height:10px;border-radius:var(--gh-radius-pill);background:var(--gh-color-skeleton);animation:gh-w-pulse 1.4s ease-in-out infinite}
.gh-w-failed{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:var(--gh-space-3);padding:var(--gh-space-3) var(--gh-space-4);border:1px solid var(--gh-color-danger);border-inline-start-width:4px;border-radius:var(--gh-radius-md);background:var(--gh-color-bg);color:var(--gh-color-danger)}
.gh-w-failed>.gh-w-error{font-size:var(--gh-text-md);color:var(--gh-color-text)}
.gh-w-loading{display:flex;flex-direction:column;gap:var(--gh-space-3)}
.gh-w-loading>.gh-w-skeleton{border-radius:var(--gh-radius-md)}
.gh-w-toasts{position:fixed;inset-block-end:var(--gh-space-4);inset-inline-start:var(--gh-toasts-inset-inline-start,var(--gh-space-4));z-index:20;display:flex;flex-direction:column;align-items:flex-start;gap:var(--gh-space-2);max-width:min(380px,calc(100vw - 32px));margin:0;padding:0;list-style:none}
.gh-w-toast{display:flex;align-items:center;gap:var(--gh-space-2);padding:var(--gh-space-2) var(--gh-space-2) var(--gh-space-2) var(--gh-space-3);font-size:var(--gh-text-sm);border-radius:var(--gh-radius-lg);background:var(--gh-color-bg);color:var(--gh-color-text);border:1px solid var(--gh-color-divider);box-shadow:var(--gh-shadow-lg);animation:gh-w-in var(--gh-motion-normal) var(--gh-motion-ease)}
.gh-w-toast>svg{color:var(--gh-color-success)}
.gh-w-toast[data-kind='error']>svg{color:var(--gh-color-danger)}
.gh-w-toast>p{margin:0;flex:1}
@keyframes gh-w-in{from{opacity:0;transform:translateY(8px)}}
@keyframes gh-w-pulse{50%{opacity:.45}}
.gh-w-failed>.gh-w-btn{justify-self:start}
@media (max-width:520px){.gh-w-failed{grid-template-columns:auto 1fr}.gh-w-failed>.gh-w-btn{grid-column:2}.gh-w-bar>.gh-w-search{flex-basis:100%;max-width:none}}
@media (prefers-reduced-motion:reduce){.gh-w *,.gh-w-backdrop{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
