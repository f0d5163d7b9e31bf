import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { EDGE_SIGN_IN_DIR, MANIFEST_PATH } from '../../access';

/** The example site's Wrangler configuration: what a team deploys, and what the tests run. */
export const WRANGLER_CONFIG = fileURLToPath(
  new URL('../../../../../examples/docs-site/wrangler.jsonc', import.meta.url),
);

/** What the tests read of wrangler.jsonc. */
export interface WranglerConfig {
  /** The Worker's entry, absolute. */
  main: string;
  compatibilityDate: string;
  assets: {
    /** The built site, absolute. */
    directory: string;
    binding: string;
    runWorkerFirst: boolean;
    htmlHandling: string;
    notFoundHandling: string;
  };
  vars: Record<string, string>;
}

/** wrangler.jsonc, read as Wrangler reads it (JSON with comments and trailing commas). */
export function readWranglerConfig(path = WRANGLER_CONFIG): WranglerConfig {
  const { config, error } = ts.parseConfigFileTextToJson(path, readFileSync(path, 'utf8'));
  if (error || !config) throw new Error(`${path} does not parse`);
  const here = dirname(path);
  return {
    main: resolve(here, config.main),
    compatibilityDate: config.compatibility_date,
    assets: {
      directory: resolve(here, config.assets.directory),
      binding: config.assets.binding,
      runWorkerFirst: config.assets.run_worker_first === true,
      htmlHandling: config.assets.html_handling ?? 'auto-trailing-slash',
      notFoundHandling: config.assets.not_found_handling ?? 'none',
    },
    vars: config.vars ?? {},
  };
}

/**
 * The build wrangler.jsonc deploys (examples/docs-site/build, which `npm test` builds before
 * the tests), with the gate's files the theme writes into it: its manifest and the copy of
 * the sign-in page. Throws, saying how to make it, when it is not there.
 */
export function requireDeployedBuild(): string {
  const build = readWranglerConfig().assets.directory;
  for (const file of [MANIFEST_PATH, join(EDGE_SIGN_IN_DIR, 'index.html')]) {
    if (!existsSync(join(build, file))) {
      throw new Error(`No docs build with ${file} in ${build}: run npm run build first`);
    }
  }
  return build;
}
