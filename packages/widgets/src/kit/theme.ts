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

/** The kit's stylesheet, for a `<style>` inside each widget's shadow root. */
export const KIT_CSS = `
${designCss('.gh-w')}
.gh-w{box-sizing:border-box;background:var(--gh-color-bg);color:var(--gh-color-text);font-family:var(--gh-font-sans);font-size:14px;line-height:1.4}
.gh-w *,.gh-w *::before,.gh-w *::after{box-sizing:inherit}
.gh-w :focus-visible{outline:2px solid var(--gh-color-focus);outline-offset:2px}
.gh-w-sr{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gh-w-btn{font:inherit;cursor:pointer;min-height:32px;padding:4px 12px;border-radius:var(--gh-radius-md);border:1px solid var(--gh-color-control);background:var(--gh-color-bg);color:var(--gh-color-text)}
.gh-w-btn[data-variant='primary']{background:var(--gh-color-primary);border-color:var(--gh-color-primary);color:var(--gh-color-on-primary)}
.gh-w-btn[data-variant='danger']{background:var(--gh-color-danger);border-color:var(--gh-color-danger);color:var(--gh-color-on-primary)}
.gh-w-btn[aria-disabled='true']{cursor:not-allowed;opacity:.5}
.gh-w-icon{font:inherit;cursor:pointer;background:none;border:0;color:inherit;padding:2px 6px;border-radius:var(--gh-radius-md);line-height:1}
.gh-w-toolbar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-block-end:8px}
.gh-w-search{display:inline-flex;align-items:center;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);padding-inline-end:2px}
.gh-w-search input{font:inherit;color:inherit;background:none;border:0;padding:5px 8px;min-width:12em;-webkit-appearance:none;appearance:none}
.gh-w-search input::-webkit-search-cancel-button{display:none}
.gh-w-field{display:flex;flex-direction:column;gap:4px;margin-block-end:12px}
.gh-w-field>label,.gh-w-label{font-weight:600}
.gh-w-check{flex-flow:row wrap;align-items:center}
.gh-w-check>p{flex-basis:100%}
.gh-w-req{color:var(--gh-color-danger)}
.gh-w-hint,.gh-w-error{margin:0;font-size:12px;color:var(--gh-color-muted)}
.gh-w-error{color:var(--gh-color-danger)}
.gh-w-input{font:inherit;color:inherit;background:var(--gh-color-bg);border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);padding:6px 8px;width:100%}
.gh-w-input[aria-invalid='true']{border-color:var(--gh-color-danger)}
.gh-w-table{position:relative;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md)}
.gh-w-grid{overflow:auto;outline-offset:-2px}
.gh-w-row{display:grid;grid-template-columns:var(--gh-w-cols);align-items:center;height:40px;border-block-end:1px solid var(--gh-color-control)}
.gh-w-head{position:sticky;top:0;z-index:1;background:var(--gh-color-bg);font-weight:600}
.gh-w-body{position:relative}
.gh-w-body>.gh-w-row{position:absolute;inset-inline:0}
.gh-w-row[aria-selected='true']{background:color-mix(in srgb,var(--gh-color-primary) 14%,var(--gh-color-bg))}
.gh-w-grid:focus-visible .gh-w-row[data-active]{outline:2px solid var(--gh-color-focus);outline-offset:-2px}
.gh-w-cell{padding:0 8px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gh-w-sort{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:4px 0;cursor:pointer}
.gh-w-note:empty{display:none}
.gh-w-note{padding:16px;text-align:center;color:var(--gh-color-muted)}
.gh-w-idle{margin:0;padding:24px 16px;text-align:center;color:var(--gh-color-muted);border:1px dashed var(--gh-color-control);border-radius:var(--gh-radius-md)}
.gh-w-grid[aria-busy='true']{opacity:.6}
.gh-w-backdrop{position:fixed;inset:0;z-index:10;display:grid;place-items:center;padding:16px;background:rgb(0 0 0 / .45);animation:gh-w-in .15s ease-out}
.gh-w-modal{background:var(--gh-color-bg);color:var(--gh-color-text);border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);padding:16px;width:min(480px,100%);max-height:100%;overflow:auto;box-shadow:0 8px 32px rgb(0 0 0 / .3)}
.gh-w-modal>h2{margin:0 0 12px;font-size:16px}
.gh-w-actions{display:flex;justify-content:flex-end;gap:8px;margin-block-start:16px}
.gh-w-chips{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}
.gh-w-chip{display:inline-flex;align-items:center;border:1px solid var(--gh-color-control);border-radius:999px;padding-inline-start:8px}
.gh-w-list{margin:0;padding:4px 0;list-style:none;max-height:180px;overflow:auto;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md)}
.gh-w-option{display:flex;gap:8px;align-items:center;padding:4px 8px;cursor:pointer}
.gh-w-option::before{content:'';width:14px;height:14px;flex:none;border:1px solid var(--gh-color-control);border-radius:3px}
.gh-w-option[aria-selected='true']::before{background:var(--gh-color-primary);border-color:var(--gh-color-primary);box-shadow:inset 0 0 0 2px var(--gh-color-bg)}
.gh-w-list:focus-visible .gh-w-option[data-active]{outline:2px solid var(--gh-color-focus);outline-offset:-2px}
.gh-w-toasts{position:fixed;inset-block-end:16px;inset-inline-start:16px;z-index:20;display:flex;flex-direction:column;gap:8px;max-width:min(360px,calc(100vw - 32px));margin:0;padding:0;list-style:none}
.gh-w-toast{display:flex;align-items:center;gap:8px;padding:6px 6px 6px 12px;font-size:13px;border-radius:var(--gh-radius-md);background:var(--gh-color-bg);color:var(--gh-color-text);border:1px solid var(--gh-color-control);border-inline-start:4px solid var(--gh-color-primary);box-shadow:0 4px 16px rgb(0 0 0 / .25);animation:gh-w-in .2s ease-out}
.gh-w-toast[data-kind='error']{border-inline-start-color:var(--gh-color-danger)}
.gh-w-toast>p{margin:0;flex:1}
@keyframes gh-w-in{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.gh-w *,.gh-w-backdrop{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
