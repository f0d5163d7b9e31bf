// The form fields' rules (fields.tsx and multi-select.tsx render them inside each field), so
// they load with the forms that use them; a field in a toolbar sits in line with it. The hint
// and error texts are in KIT_CSS: a widget shows them outside fields too (a failed list, a
// note under the toolbar).
export const FIELD_CSS = `
.gh-w-field{display:flex;flex-direction:column;gap:var(--gh-space-1);margin-block-end:var(--gh-space-4)}
.gh-w-field>label,.gh-w-label{font-weight:var(--gh-weight-medium)}
.gh-w-check{flex-flow:row wrap;align-items:center;gap:var(--gh-space-2)}
.gh-w-check>p{flex-basis:100%}
.gh-w-check input{width:16px;height:16px;margin:0;accent-color:var(--gh-color-primary)}
.gh-w-req{color:var(--gh-color-danger)}
.gh-w-input{font:inherit;color:inherit;background:var(--gh-color-bg);border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);min-height:34px;padding:6px 10px;width:100%}
.gh-w-input:disabled,.gh-w-input[readonly]{background:var(--gh-color-subtle)}
.gh-w-input[aria-invalid='true']{border-color:var(--gh-color-danger)}
.gh-w-bar>.gh-w-field{margin:0;flex-direction:row;align-items:center;gap:var(--gh-space-2)}
.gh-w-bar>.gh-w-field .gh-w-input{width:auto}
`;
