import { LOADING_CSS } from '../loading-css';

// The gate's own look, on Docusaurus's variables (--ifm-*), so it follows the site's
// colours in light and dark. Rendered as one <style> element by the gate: the same in the
// server render and the browser, and no CSS file for the site to wire up. Never any text
// from outside this package (the Loading indicator's rules are in loading-css.ts).
export const GATE_CSS = `${LOADING_CSS}
.gatehouse-account{display:flex;align-items:center;gap:0.5rem;min-width:0}
.gatehouse-account__email{
  overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:16rem;
  color:var(--ifm-navbar-link-color,inherit);font-size:var(--ifm-font-size-small,0.875rem)
}
.gatehouse-account--mobile{flex-wrap:wrap;padding:0.5rem var(--ifm-menu-link-padding-horizontal,0.75rem)}
@media (max-width:996px){.navbar__item.gatehouse-account{display:none}}
.gatehouse-gate__content:not([hidden]){display:contents}
.gatehouse-gate{
  box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;
  gap:1rem;min-height:100vh;padding:2rem 1rem;
  background:var(--ifm-background-color,#fff);color:var(--ifm-font-color-base,#1c1e21);
  font-family:var(--ifm-font-family-base,system-ui,sans-serif)
}
.gatehouse-gate:focus{outline:none}
/* The page's h1 is for assistive technology: the flow's card carries the visible title. */
.gatehouse-gate__title{
  position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;
  clip:rect(0,0,0,0);white-space:nowrap;border:0
}
.gatehouse-gate__back{font-size:var(--ifm-font-size-small,0.875rem)}
/* <Reader> before the reader is known: a neutral bar the size of a short name, no text. */
.gatehouse-reader--pending{
  display:inline-block;width:6em;height:0.9em;vertical-align:-0.05em;border-radius:0.25rem;
  background:var(--ifm-color-emphasis-200,#ebedf0)
}
.gatehouse-gate__flow{width:100%;max-width:400px;--gh-font-family:var(--ifm-font-family-base)}
`;
