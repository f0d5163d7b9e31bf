// The table's rules (kit/table.tsx renders them with the table): a widget without a table
// (the user profile) ships none of them. The list layout (.gh-w-stacked) stacks a row's
// main fields in one column beside its checkbox, each on a line of its own, in a row of the
// height the grid sets (--gh-w-row-h, --gh-w-lines); its header is a row of sort buttons. The
// table layout's cut edges (.gh-w-edge) fade to the background.
export const TABLE_CSS = `
.gh-w-table{position:relative;min-width:0;border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-lg);background:var(--gh-color-bg);box-shadow:var(--gh-shadow-sm);overflow:hidden}
.gh-w-grid{overflow:auto;outline-offset:-2px;overscroll-behavior:contain}
.gh-w-row{display:grid;grid-template-columns:var(--gh-w-cols);align-items:center;height:40px;min-width:max-content;border-block-end:1px solid var(--gh-color-divider)}
.gh-w-head{position:sticky;top:0;z-index:1;min-width:max-content}
.gh-w-head>.gh-w-row{background:var(--gh-color-subtle);color:var(--gh-color-muted);font-size:var(--gh-text-xs);font-weight:var(--gh-weight-semibold);text-transform:uppercase;letter-spacing:.03em}
.gh-w-body{position:relative;min-width:max-content;contain:strict}
.gh-w-cut{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--gh-space-2) var(--gh-space-3);padding:var(--gh-space-2) var(--gh-space-4);font-size:var(--gh-text-sm);color:var(--gh-color-muted)}
.gh-w-cut>p{margin:0;flex:1 1 12rem}
.gh-w-body>.gh-w-row{contain:strict;cursor:default}
.gh-w-body>.gh-w-row:hover{background:var(--gh-color-subtle)}
.gh-w-body>.gh-w-row[aria-selected='true']{background:var(--gh-color-selected)}
.gh-w-grid:focus-visible .gh-w-row[data-active]{outline:var(--gh-focus-width) solid var(--gh-color-focus);outline-offset:-2px}
.gh-w-cell{padding:0 var(--gh-space-3);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gh-w-cell>input{display:block;width:16px;height:16px;margin:0;accent-color:var(--gh-color-primary)}
.gh-w-sort{display:inline-flex;align-items:center;gap:var(--gh-space-1);font:inherit;letter-spacing:inherit;text-transform:inherit;color:inherit;background:none;border:0;padding:4px 0;cursor:pointer;border-radius:var(--gh-radius-sm)}
.gh-w-sort:hover,.gh-w-head [aria-sort='ascending'] .gh-w-sort,.gh-w-head [aria-sort='descending'] .gh-w-sort{color:var(--gh-color-text)}
.gh-w-body>.gh-w-skel-row:hover{background:none}
.gh-w-badge{display:inline-block;max-width:100%;box-sizing:border-box;padding:0 var(--gh-space-2);border:1px solid currentColor;border-radius:var(--gh-radius-pill);color:var(--gh-color-muted);font-size:var(--gh-text-xs);font-weight:var(--gh-weight-medium);line-height:20px;vertical-align:middle;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gh-w-badge[data-mode='primary']{color:var(--gh-color-primary)}
.gh-w-badge[data-mode='error']{color:var(--gh-color-danger)}
.gh-w-note:empty{display:none}
.gh-w-note{display:flex;flex-direction:column;align-items:center;gap:var(--gh-space-3);padding:var(--gh-space-7) var(--gh-space-4);text-align:center;color:var(--gh-color-muted)}
.gh-w-note>p{margin:0}
.gh-w-note[data-loading]{padding:0}
.gh-w-empty-title{color:var(--gh-color-text);font-weight:var(--gh-weight-medium)}
.gh-w-grid[aria-busy='true'] .gh-w-body>.gh-w-row:not(.gh-w-skel-row){opacity:.6}
.gh-w-stacked .gh-w-head,.gh-w-stacked .gh-w-body,.gh-w-stacked .gh-w-row{min-width:0}
.gh-w-stacked .gh-w-head>.gh-w-row{display:flex;flex-wrap:wrap;align-content:center;height:auto;min-height:40px}
.gh-w-stacked .gh-w-head .gh-w-cell{flex:none;padding-inline:6px}
.gh-w-stacked .gh-w-cell-select{width:40px;padding-inline:12px}
.gh-w-stacked .gh-w-body>.gh-w-row{grid-template-rows:var(--gh-w-lines);align-content:center;height:var(--gh-w-row-h)}
.gh-w-stacked .gh-w-body .gh-w-cell{grid-column:-2;line-height:20px;font-size:var(--gh-text-sm)}
.gh-w-stacked .gh-w-body .gh-w-cell-select~.gh-w-cell{padding-inline-start:0}
.gh-w-stacked .gh-w-body .gh-w-cell-select{grid-column:1;grid-row:1/-1;align-self:start;padding-top:3px}
.gh-w-stacked .gh-w-skel-row .gh-w-cell{display:flex;align-items:center;height:20px}
.gh-w-stacked .gh-w-body .gh-w-cell-title{line-height:22px;font-size:var(--gh-text-md);font-weight:var(--gh-weight-semibold)}
.gh-w-cell-label{color:var(--gh-color-muted);margin-inline-end:var(--gh-space-2)}
.gh-w-cell-label:after{content:':'}
.gh-w-edge{position:absolute;top:0;z-index:2;display:flex;width:56px;padding:6px;pointer-events:none;background:linear-gradient(to var(--gh-w-to),var(--gh-color-bg) 20%,transparent)}
.gh-w-edge[data-edge=end]{--gh-w-to:left;right:0;justify-content:end}
.gh-w-edge[data-edge=start]{--gh-w-to:right;left:0}
.gh-w-more{pointer-events:auto;display:grid;place-items:center;width:28px;height:28px;padding:0;color:var(--gh-color-text);background:var(--gh-color-bg);border:1px solid var(--gh-color-control);border-radius:99px;box-shadow:var(--gh-shadow-sm);cursor:pointer}
`;
