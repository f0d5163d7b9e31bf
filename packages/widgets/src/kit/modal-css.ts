// The modal's rules (kit/modal.tsx renders them with the dialog). A danger button in a modal
// is filled unless disabled: the disabled button's rule (KIT_CSS) comes earlier and must win.
export const MODAL_CSS = `
.gh-w-backdrop{position:fixed;inset:0;z-index:10;display:grid;place-items:center;padding:var(--gh-space-4);background:var(--gh-color-backdrop);animation:gh-w-fade var(--gh-motion-normal) ease-out}
.gh-w-modal{position:relative;background:var(--gh-color-bg);color:var(--gh-color-text);border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-xl);padding:var(--gh-space-6);width:min(480px,100%);max-height:100%;overflow:auto;box-shadow:var(--gh-shadow-lg);animation:gh-w-in var(--gh-motion-normal) var(--gh-motion-ease)}
.gh-w-modal>h2{margin:0 0 var(--gh-space-2);font-size:var(--gh-text-lg);font-weight:var(--gh-weight-semibold);line-height:var(--gh-leading-tight)}
.gh-w-modal>p{margin:0 0 var(--gh-space-4);color:var(--gh-color-muted)}
.gh-w-modal>h2+form,.gh-w-modal>h2+.gh-w-field{margin-block-start:var(--gh-space-4)}
.gh-w-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--gh-space-2);margin-block-start:var(--gh-space-6)}
@keyframes gh-w-fade{from{opacity:0}}
@media (max-width:520px){.gh-w-modal{padding:var(--gh-space-4)}}
.gh-w-modal .gh-w-btn[data-variant='danger']:not([aria-disabled='true']){background:var(--gh-color-danger);border-color:var(--gh-color-danger);color:var(--gh-color-on-danger)}
.gh-w-modal .gh-w-btn[data-variant='danger']:hover:not([aria-disabled]){background:var(--gh-color-danger-hover);border-color:var(--gh-color-danger-hover)}
`;
