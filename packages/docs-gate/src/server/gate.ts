import { realpathSync } from 'node:fs';
import type { Hono } from 'hono';
import { createGateApp, type GateWiring } from './app';
import type { GateEnv } from './env';
import { fsSource } from './fs-source';
import { type NodeHandler, toNodeHandler } from './node';
import { type DocsGateOptions, parseDocsGateOptions } from './options';
import { defaultSignInDir } from './sign-in-dir';

export type { GateWiring } from './app';

export interface DocsGate {
  /** The web-standard handler: any runtime that speaks Request and Response. */
  fetch(request: Request): Promise<Response>;
  /**
   * The Node handler, for `http.createServer(gate.node)` or Express/Connect
   * (`app.use(gate.node)`, at the site's root). It answers every request itself and never
   * calls `next` except with an error the response could not carry.
   */
  node: NodeHandler;
  /** The Hono app behind both, to mount in a Hono app of your own. */
  app: Hono<GateEnv>;
}

/**
 * A gate in front of a built docs site on disk: each file goes to the readers its build's
 * manifest names (a valid session cookie, `DS`, for every file without one); the sign-in page
 * and its own files under `/_gate/` are public. The manifest is read and the build walked once,
 * here: a new build is picked up by a restart. A bad manifest throws, and the gate does not
 * start. The rules are the Worker's (app.ts); only where the files come from differs.
 */
export function createDocsGate(options: DocsGateOptions, wiring: GateWiring = {}): DocsGate {
  const resolved = parseDocsGateOptions(options);
  const source = fsSource(realpathSync(resolved.root), resolved.signInDir ?? defaultSignInDir());
  const app = createGateApp(source, resolved, wiring);
  const fetch = async (request: Request) => app.fetch(request);
  return { fetch, node: toNodeHandler(fetch), app };
}
