import { type ThemeMode, themeMode } from '@gatehouse/core';
import type { CSSProperties } from 'react';

export type KitTheme = ThemeMode;

/** The colour tokens per palette; every text pair meets WCAG AA (>= 4.5:1). */
export const PALETTES = {
  light: {
    bg: '#ffffff',
    fg: '#1f2328',
    muted: '#59636e',
    border: '#818b98',
    primary: '#0969da',
    'on-primary': '#ffffff',
    danger: '#cf222e',
    focus: '#0969da',
  },
  dark: {
    bg: '#0d1117',
    fg: '#e6edf3',
    muted: '#9198a1',
    border: '#6e7681',
    primary: '#58a6ff',
    'on-primary': '#0d1117',
    danger: '#f85149',
    focus: '#58a6ff',
  },
} as const;

const SHARED = {
  radius: '6px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

type Vars = Record<`--gh-w-${string}`, string>;

const vars = (tokens: Record<string, string>): Vars =>
  Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--gh-w-${name}`, value]));

const declarations = (tokens: Record<string, string>) =>
  Object.entries(vars(tokens))
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/** The theme to render: core's rule, with `os` for a value it refuses (reported elsewhere). */
export const kitTheme = (theme: string | undefined): KitTheme => themeMode(theme) ?? 'os';

/**
 * The custom properties for the widget root. `os` sets only the shared tokens: the colours then
 * come from KIT_CSS, which follows `prefers-color-scheme` for `[data-theme='os']`.
 */
export function themeStyle(theme: KitTheme | undefined): CSSProperties {
  const mode = kitTheme(theme);
  return (mode === 'os' ? vars(SHARED) : vars({ ...PALETTES[mode], ...SHARED })) as CSSProperties;
}

/** The kit's stylesheet, for a `<style>` inside each widget's shadow root. */
export const KIT_CSS = `
.gh-w{${declarations({ ...PALETTES.light, ...SHARED })}color-scheme:light;box-sizing:border-box;background:var(--gh-w-bg);color:var(--gh-w-fg);font-family:var(--gh-w-font);font-size:14px;line-height:1.4}
.gh-w[data-theme='dark']{${declarations(PALETTES.dark)}color-scheme:dark}
@media (prefers-color-scheme:dark){.gh-w[data-theme='os']{${declarations(PALETTES.dark)}color-scheme:dark}}
.gh-w *,.gh-w *::before,.gh-w *::after{box-sizing:inherit}
.gh-w :focus-visible{outline:2px solid var(--gh-w-focus);outline-offset:2px}
.gh-w-sr{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gh-w-btn{font:inherit;cursor:pointer;min-height:32px;padding:4px 12px;border-radius:var(--gh-w-radius);border:1px solid var(--gh-w-border);background:var(--gh-w-bg);color:var(--gh-w-fg)}
.gh-w-btn[data-variant='primary']{background:var(--gh-w-primary);border-color:var(--gh-w-primary);color:var(--gh-w-on-primary)}
.gh-w-btn[data-variant='danger']{background:var(--gh-w-danger);border-color:var(--gh-w-danger);color:var(--gh-w-on-primary)}
.gh-w-btn[aria-disabled='true']{cursor:not-allowed;opacity:.5}
.gh-w-icon{font:inherit;cursor:pointer;background:none;border:0;color:inherit;padding:2px 6px;border-radius:var(--gh-w-radius);line-height:1}
.gh-w-toolbar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-block-end:8px}
.gh-w-search{display:inline-flex;align-items:center;border:1px solid var(--gh-w-border);border-radius:var(--gh-w-radius);padding-inline-end:2px}
.gh-w-search input{font:inherit;color:inherit;background:none;border:0;padding:5px 8px;min-width:12em;-webkit-appearance:none;appearance:none}
.gh-w-search input::-webkit-search-cancel-button{display:none}
.gh-w-field{display:flex;flex-direction:column;gap:4px;margin-block-end:12px}
.gh-w-field>label,.gh-w-label{font-weight:600}
.gh-w-check{flex-flow:row wrap;align-items:center}
.gh-w-check>p{flex-basis:100%}
.gh-w-req{color:var(--gh-w-danger)}
.gh-w-hint,.gh-w-error{margin:0;font-size:12px;color:var(--gh-w-muted)}
.gh-w-error{color:var(--gh-w-danger)}
.gh-w-input{font:inherit;color:inherit;background:var(--gh-w-bg);border:1px solid var(--gh-w-border);border-radius:var(--gh-w-radius);padding:6px 8px;width:100%}
.gh-w-input[aria-invalid='true']{border-color:var(--gh-w-danger)}
.gh-w-table{position:relative;border:1px solid var(--gh-w-border);border-radius:var(--gh-w-radius)}
.gh-w-grid{overflow:auto;outline-offset:-2px}
.gh-w-row{display:grid;grid-template-columns:var(--gh-w-cols);align-items:center;height:40px;border-block-end:1px solid var(--gh-w-border)}
.gh-w-head{position:sticky;top:0;z-index:1;background:var(--gh-w-bg);font-weight:600}
.gh-w-body{position:relative}
.gh-w-body>.gh-w-row{position:absolute;inset-inline:0}
.gh-w-row[aria-selected='true']{background:color-mix(in srgb,var(--gh-w-primary) 14%,var(--gh-w-bg))}
.gh-w-grid:focus-visible .gh-w-row[data-active]{outline:2px solid var(--gh-w-focus);outline-offset:-2px}
.gh-w-cell{padding:0 8px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gh-w-sort{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:4px 0;cursor:pointer}
.gh-w-note:empty{display:none}
.gh-w-note{padding:16px;text-align:center;color:var(--gh-w-muted)}
.gh-w-idle{margin:0;padding:24px 16px;text-align:center;color:var(--gh-w-muted);border:1px dashed var(--gh-w-border);border-radius:var(--gh-w-radius)}
.gh-w-grid[aria-busy='true']{opacity:.6}
.gh-w-backdrop{position:fixed;inset:0;z-index:10;display:grid;place-items:center;padding:16px;background:rgb(0 0 0 / .45);animation:gh-w-in .15s ease-out}
.gh-w-modal{background:var(--gh-w-bg);color:var(--gh-w-fg);border:1px solid var(--gh-w-border);border-radius:var(--gh-w-radius);padding:16px;width:min(480px,100%);max-height:100%;overflow:auto;box-shadow:0 8px 32px rgb(0 0 0 / .3)}
.gh-w-modal>h2{margin:0 0 12px;font-size:16px}
.gh-w-actions{display:flex;justify-content:flex-end;gap:8px;margin-block-start:16px}
.gh-w-chips{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}
.gh-w-chip{display:inline-flex;align-items:center;border:1px solid var(--gh-w-border);border-radius:999px;padding-inline-start:8px}
.gh-w-list{margin:0;padding:4px 0;list-style:none;max-height:180px;overflow:auto;border:1px solid var(--gh-w-border);border-radius:var(--gh-w-radius)}
.gh-w-option{display:flex;gap:8px;align-items:center;padding:4px 8px;cursor:pointer}
.gh-w-option::before{content:'';width:14px;height:14px;flex:none;border:1px solid var(--gh-w-border);border-radius:3px}
.gh-w-option[aria-selected='true']::before{background:var(--gh-w-primary);border-color:var(--gh-w-primary);box-shadow:inset 0 0 0 2px var(--gh-w-bg)}
.gh-w-list:focus-visible .gh-w-option[data-active]{outline:2px solid var(--gh-w-focus);outline-offset:-2px}
.gh-w-toasts{position:fixed;inset-block-end:16px;inset-inline-start:16px;z-index:20;display:flex;flex-direction:column;gap:8px;max-width:min(360px,calc(100vw - 32px));margin:0;padding:0;list-style:none}
.gh-w-toast{display:flex;align-items:center;gap:8px;padding:6px 6px 6px 12px;font-size:13px;border-radius:var(--gh-w-radius);background:var(--gh-w-bg);color:var(--gh-w-fg);border:1px solid var(--gh-w-border);border-inline-start:4px solid var(--gh-w-primary);box-shadow:0 4px 16px rgb(0 0 0 / .25);animation:gh-w-in .2s ease-out}
.gh-w-toast[data-kind='error']{border-inline-start-color:var(--gh-w-danger)}
.gh-w-toast>p{margin:0;flex:1}
@keyframes gh-w-in{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.gh-w *,.gh-w-backdrop{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;
