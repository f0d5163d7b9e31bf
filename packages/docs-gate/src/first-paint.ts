import { CONFIG_GLOBAL } from './gate-config';

/**
 * First paint behind the server gate. The gate serves a page that needs a session only to a
 * reader whose session it has just verified, so that page may show at first paint. But the
 * built HTML is one file for every host: it holds the theme's loading state (the page in a
 * `hidden` wrapper, the Loading indicator), which the first client render must repeat to
 * hydrate without a mismatch (React error #418). So the difference is made in CSS, before
 * anything renders: the gate's script runs in the head (a classic script, before the body is
 * parsed), the theme's inline script after it marks `<html>` when it ran, and the gate's
 * pre-hydration rules show the wrapper and hide the indicator on a marked page only. Once
 * hydrated, the theme renders the page shown and drops those rules. Without the server gate
 * nothing is marked and the page stays hidden until the session is known.
 */

/** Set on `<html>` (empty value) when the server gate's configuration script ran. */
export const SERVED_ATTRIBUTE = 'data-gatehouse-served';

/**
 * The inline script after the gate's: it marks the page when the gate's script set its value.
 * The theme checks that value's shape when it starts (configFromScript); until it hydrates,
 * only this mark matters, and only the gate's own script sets the value.
 */
export const servedMarkScript = (): string =>
  `if(globalThis[Symbol.for(${JSON.stringify(CONFIG_GLOBAL.description)})])` +
  `document.documentElement.setAttribute(${JSON.stringify(SERVED_ATTRIBUTE)},"")`;

/**
 * The rules the theme renders until it hydrates: on a marked page, the wrapper shows in spite
 * of its `hidden` attribute (author CSS wins over the browser's `[hidden]{display:none}`) and
 * the Loading indicator does not. They match nothing on a page without the mark.
 */
export const SERVED_FIRST_PAINT_CSS =
  `html[${SERVED_ATTRIBUTE}] .gatehouse-gate__content[hidden]{display:contents}` +
  `html[${SERVED_ATTRIBUTE}] .gatehouse-gate__loading{display:none}`;
