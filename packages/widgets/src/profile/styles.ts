/**
 * The profile screen's stylesheet, on the kit's tokens and classes (`--gh-*`, light and dark
 * come from the kit root). It is a container, so its rows stack by the width it is given, not
 * the window's: a profile in a narrow column of a wide page stacks too. Wide, every row's label
 * takes the same 160 px (the values line up) and a value keeps at least 16 characters' width,
 * so long button labels (French's) wrap under each other rather than squeeze an email to a
 * letter a line. The open modal's rules are its own (modal-styles.ts), loaded with it.
 */
export const PROFILE_CSS = `
.gh-w-profile{container-type:inline-size}
.gh-w-pcard{min-width:0;border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-lg);background:var(--gh-color-bg);box-shadow:var(--gh-shadow-sm);overflow:hidden}
.gh-w-pcard[aria-busy='true']{opacity:.75}
.gh-w-pwho{display:flex;align-items:center;gap:var(--gh-space-4);padding:var(--gh-space-5)}
.gh-w-pwho>div{min-width:0}
.gh-w-pwho p{margin:0;overflow-wrap:anywhere}
.gh-w-pname{font-size:var(--gh-text-lg);font-weight:var(--gh-weight-semibold);line-height:var(--gh-leading-tight)}
.gh-w-pwho .gh-w-pmail{color:var(--gh-color-muted)}
.gh-w-pavatar{flex:none;position:relative;display:grid;place-items:center;width:64px;height:64px;padding:0;border-radius:50%;border:1px solid var(--gh-color-divider);background:var(--gh-color-selected);color:var(--gh-color-text);font:inherit;font-size:var(--gh-text-xl);font-weight:var(--gh-weight-semibold);overflow:hidden}
button.gh-w-pavatar{cursor:pointer;transition:box-shadow var(--gh-motion-fast)}
button.gh-w-pavatar:hover{box-shadow:0 0 0 3px var(--gh-color-divider)}
.gh-w-pavatar img{width:100%;height:100%;object-fit:cover}
.gh-w-prows{margin:0;padding:0;list-style:none}
.gh-w-prow{display:grid;grid-template-columns:160px minmax(16ch,1fr) auto;align-items:center;gap:var(--gh-space-1) var(--gh-space-4);min-height:60px;padding:var(--gh-space-3) var(--gh-space-5);border-block-start:1px solid var(--gh-color-divider)}
.gh-w-prows+.gh-w-prows{border-block-start:4px solid var(--gh-color-subtle)}
.gh-w-plabel{font-weight:var(--gh-weight-medium)}
.gh-w-pvalue{display:flex;flex-wrap:wrap;align-items:center;gap:var(--gh-space-2);min-width:0;overflow-wrap:anywhere}
.gh-w-pvalue[data-muted]{color:var(--gh-color-muted)}
.gh-w-pbadge{display:inline-flex;align-items:center;padding:0 var(--gh-space-2);border:1px solid currentColor;border-radius:var(--gh-radius-pill);color:var(--gh-color-warning);font-size:var(--gh-text-xs);font-weight:var(--gh-weight-medium);line-height:20px;white-space:nowrap}
.gh-w-pactions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--gh-space-2)}
.gh-w-pfoot{display:flex;justify-content:flex-end}
.gh-w-pgone{margin:0;padding:var(--gh-space-7) var(--gh-space-4);text-align:center;color:var(--gh-color-muted);border:1px dashed var(--gh-color-control);border-radius:var(--gh-radius-lg)}
.gh-w-pskel{display:flex;align-items:center;gap:var(--gh-space-4);padding:var(--gh-space-4) var(--gh-space-5);border-block-start:1px solid var(--gh-color-divider)}
.gh-w-pwho>.gh-w-skeleton{flex:none;width:64px;height:64px;border-radius:50%}
@container (max-width:560px){
.gh-w-pwho{padding:var(--gh-space-4)}
.gh-w-prow{grid-template-columns:minmax(0,1fr);padding:var(--gh-space-3) var(--gh-space-4)}
.gh-w-pactions{justify-content:flex-start;margin-block-start:var(--gh-space-1)}
.gh-w-pskel{padding:var(--gh-space-4)}
}
`;
