import * as z from 'zod/mini';
import { DEFAULT_FLOW_ID, ID_PATTERN } from './ids';
import { DEFAULT_SIGN_IN_PATH, isSignInPath } from './sign-in-path';

/**
 * The server gate's public configuration: the project, the provider's base URL, the
 * sign-in flow and the sign-in page's path. The gate hands it to the pages it serves at run time, so that one build of the
 * docs works behind any gate. It comes in two forms from /_gate/: JSON for the sign-in page,
 * which fetches it before it starts, and a script for the docs' theme, which must know it
 * before React hydrates the page (its session client is made in the first render).
 */

/** Where the gate serves it as JSON, for the sign-in page. */
export const CONFIG_URL = '/_gate/config.json';
/**
 * Where the gate serves it as a script, for the docs' theme: a classic (blocking) script in
 * every page's head, so it has run before the page first paints (see first-paint.ts) and
 * before Docusaurus's deferred bundles start.
 */
export const CONFIG_SCRIPT_URL = '/_gate/config.js';

export const GateConfig = z.object({
  projectId: z.string().check(z.regex(ID_PATTERN)),
  baseUrl: z.url({ protocol: /^https?$/ }),
  flowId: z._default(z.string().check(z.regex(ID_PATTERN)), DEFAULT_FLOW_ID),
  /** Where the theme sends a reader who is not signed in: the gate's `signInPath` option. */
  signInPath: z._default(z.string().check(z.refine(isSignInPath)), DEFAULT_SIGN_IN_PATH),
});
export type GateConfig = z.infer<typeof GateConfig>;

/**
 * Where the script puts it: a registered symbol on the global object. Not a name, because on a
 * page where the script did not run an element with that id would stand for a named global
 * (DOM clobbering); nothing in a page can stand for a symbol.
 */
export const CONFIG_GLOBAL = Symbol.for('gatehouse.docs-gate.config');

/** The script the gate serves: it sets the global to the gate's (validated) values. */
export const configScript = (config: GateConfig): string =>
  // JSON is a JavaScript expression, and the values are the gate's own options.
  `globalThis[Symbol.for(${JSON.stringify(CONFIG_GLOBAL.description)})]=${JSON.stringify(config)};\n`;

/**
 * What the gate's script set, checked; undefined where it did not run (a site without the
 * server gate, or the server render) or set something else.
 */
export function configFromScript(): GateConfig | undefined {
  const parsed = GateConfig.safeParse((globalThis as Record<symbol, unknown>)[CONFIG_GLOBAL]);
  return parsed.success ? parsed.data : undefined;
}
