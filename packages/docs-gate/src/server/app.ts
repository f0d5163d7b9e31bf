import { Hono } from 'hono';
import { derive as deriveForClass } from './derived';
import type { GateEnv } from './env';
import type { GateOptions } from './gate-options';
import { empty } from './headers';
import { requireTarget, routedPath } from './middleware/target';
import { publicRoutes } from './routes/public';
import { type SiteBuild, siteRoutes } from './routes/site';
import { createSessionVerifier } from './session';
import { siteRules } from './site-rules';
import type { SiteSource } from './site-source';
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

/** The build's rules, worked out from its manifest the first time a request needs them. */
function buildOf(source: SiteSource, derive: Derive | null): () => Promise<SiteBuild> {
  let made: Promise<SiteBuild> | undefined;
  const make = async (): Promise<SiteBuild> => {
    const rules = siteRules(await source.manifest(), derive !== null);
    return { rules, ...(derive && { variantOf: createVariants(derive, rules.routes) }) };
  };
  return () => {
    if (!made) {
      made = make();
      // A manifest that could not be read is read again by the next request, not never.
      made.catch(() => {
        made = undefined;
      });
    }
    return made;
  };
}

/**
 * The gate as a Hono app, the same on every host: path normalisation, the public area, the
 * decision, headers, ranges, derived files and the key cache, over the files of `source`
 * (the filesystem on Node, ASSETS in a Worker). One app per gate: its key set and verified
 * tokens are kept for as long as it lives (a Worker keeps one per isolate).
 */
export function createGateApp(
  source: SiteSource,
  options: GateOptions,
  wiring: GateWiring = {},
): Hono<GateEnv> {
  const derive = wiring.derive === undefined ? deriveForClass : wiring.derive;
  const verify = createSessionVerifier({
    projectId: options.projectId,
    baseUrl: options.baseUrl,
    now: options.now,
    fetch: options.fetch,
  });

  const app = new Hono<GateEnv>({ getPath: routedPath })
    // Normalise first: every decision below sees the same path for every spelling of it.
    .use('*', requireTarget)
    // The public area answers everything under /_gate/ itself, so the site's session check
    // and files that follow never see those paths.
    .route('/', publicRoutes(options, source))
    .route(
      '/',
      siteRoutes({
        source,
        build: buildOf(source, derive),
        signInPath: options.signInPath,
        verify,
      }),
    );

  // Nothing of the request goes to the log (its cookie holds a token): only what broke.
  app.onError((error) => {
    console.error(`@gatehouse/docs-gate: internal error: ${error.message}`);
    return empty(500);
  });
  return app;
}
