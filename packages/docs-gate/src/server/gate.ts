import { realpathSync } from 'node:fs';
import { Hono } from 'hono';
import { derive as deriveForClass } from './derived';
import type { GateEnv } from './env';
import { empty } from './headers';
import { loadManifest } from './manifest-file';
import { requireTarget, routedPath } from './middleware/target';
import { type NodeHandler, toNodeHandler } from './node';
import { type DocsGateOptions, parseDocsGateOptions } from './options';
import { publicRoutes } from './routes/public';
import { siteRoutes } from './routes/site';
import { createSessionVerifier } from './session';
import { defaultSignInDir } from './sign-in-dir';
import { loadSiteFiles } from './site-files';
import { siteRules } from './site-rules';
import { createVariants, type Derive } from './variants';

/**
 * The gate's internal wiring, beside its options: not part of the package's API.
 * `derive` cuts derived files down per reader class (default: src/server/derived/'s); with
 * `null` a derived file is served only to readers who may open every page (fail closed), which
 * is what the gate's tests of that rule ask for.
 */
export interface GateWiring {
  derive?: Derive | null;
}

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
 * A gate in front of a built docs site: each file goes to the readers its build's manifest
 * names (a valid session cookie, `DS`, for every file without one); the sign-in page and its
 * own files under `/_gate/` are public. The manifest is read and the build walked once, here:
 * a new build is picked up by a restart. A bad manifest throws, and the gate does not start.
 */
export function createDocsGate(options: DocsGateOptions, wiring: GateWiring = {}): DocsGate {
  const resolved = parseDocsGateOptions(options);
  const root = realpathSync(resolved.root);
  const manifest = loadManifest(root);
  const files = loadSiteFiles(root, (relative) => {
    const entry = manifest?.files[relative];
    return entry && 'derived' in entry ? entry.derived : undefined;
  });
  const derive = wiring.derive === undefined ? deriveForClass : wiring.derive;
  const rules = siteRules(manifest, derive !== null);
  const variantOf = derive ? createVariants(derive, rules.routes) : undefined;
  const verify = createSessionVerifier({
    projectId: resolved.projectId,
    baseUrl: resolved.baseUrl,
    now: resolved.now,
    fetch: resolved.fetch,
  });

  const app = new Hono<GateEnv>({ getPath: routedPath })
    // Normalise first: every decision below sees the same path for every spelling of it.
    .use('*', requireTarget)
    // The public area answers everything under /_gate/ itself, so the site's session check
    // and files that follow never see those paths.
    .route('/', publicRoutes(resolved, resolved.signInDir ?? defaultSignInDir()))
    .route('/', siteRoutes({ files, rules, signInPath: resolved.signInPath, verify, variantOf }));

  // Nothing of the request goes to the log (its cookie holds a token): only what broke.
  app.onError((error) => {
    console.error(`@gatehouse/docs-gate: internal error: ${error.message}`);
    return empty(500);
  });

  const fetch = async (request: Request) => app.fetch(request);
  return { fetch, node: toNodeHandler(fetch), app };
}
