// The Loading indicator's look, in one place: the theme's gate renders it with its own rules
// (GATE_CSS), and the sign-in page's build adds it to that page's stylesheet, so it also styles
// the indicator the page's HTML shows before its script runs. On the docs' variables (--ifm-*)
// where the site sets them, and the sign-in page's palette (--gate-*) where it does not.
export const LOADING_CSS = `
.gatehouse-gate__loading{
  display:flex;align-items:center;justify-content:center;gap:0.75rem;min-height:100vh;margin:0;
  color:var(--ifm-color-emphasis-700,var(--gate-muted,#525860));
  background:var(--ifm-background-color,transparent);
  font-family:var(--ifm-font-family-base,inherit);font-size:var(--ifm-font-size-base,1rem)
}
.gatehouse-gate__spinner{
  width:1.25rem;height:1.25rem;border-radius:50%;
  border:2px solid var(--ifm-color-emphasis-300,var(--gate-edge,#dadde1));
  border-top-color:var(--ifm-color-primary,var(--gate-accent,#2e8555));
  animation:gatehouse-gate-spin 0.8s linear infinite
}
@keyframes gatehouse-gate-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.gatehouse-gate__spinner{animation:none}}
`;
