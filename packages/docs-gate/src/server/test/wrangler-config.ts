import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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
