// The multi-select's rules: its chips and its option list (multi-select.tsx renders them).
export const MULTI_SELECT_CSS = `
.gh-w-chips{display:flex;flex-wrap:wrap;gap:var(--gh-space-1);margin:0;padding:0;list-style:none}
.gh-w-chip{display:inline-flex;align-items:center;gap:2px;background:var(--gh-color-subtle);border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-pill);padding-inline-start:10px;font-size:var(--gh-text-sm)}
.gh-w-chip .gh-w-icon{width:22px;height:22px;border-radius:var(--gh-radius-pill)}
.gh-w-list{margin:0;padding:var(--gh-space-1) 0;list-style:none;max-height:180px;overflow:auto;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md)}
.gh-w-option{display:flex;gap:var(--gh-space-2);align-items:center;padding:6px 10px;cursor:pointer}
.gh-w-option:hover{background:var(--gh-color-subtle)}
.gh-w-option::before{content:'';width:16px;height:16px;flex:none;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-sm)}
.gh-w-option[aria-selected='true']::before{background:var(--gh-color-primary);border-color:var(--gh-color-primary);box-shadow:inset 0 0 0 3px var(--gh-color-bg)}
.gh-w-list:focus-visible .gh-w-option[data-active]{outline:var(--gh-focus-width) solid var(--gh-color-focus);outline-offset:-2px}
`;
