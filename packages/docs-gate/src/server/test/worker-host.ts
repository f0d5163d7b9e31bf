import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { childrenNamed, reapOnExit } from './reaper';
import { readWranglerConfig } from './wrangler-config';

/** The package's Worker entry, which the deployed entry re-exports: the source is what runs. */
const WORKER_SOURCE = fileURLToPath(new URL('../../worker/index.ts', import.meta.url));

let bundled: Promise<string> | undefined;

/**
 * wrangler.jsonc's `main` bundled for workerd as Wrangler bundles it (esbuild, ES module, the
 * `workerd` export conditions), with `@gatehouse/docs-gate/worker` taken from this package's
 * source rather than its dist/. Once per test file.
 */
export function bundleWorker(main = readWranglerConfig().main): Promise<string> {
  bundled ??= build({
    entryPoints: [main],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    alias: { '@gatehouse/docs-gate/worker': WORKER_SOURCE },
    write: false,
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

export interface WorkerHostOptions {
  /** The build the Worker serves (wrangler.jsonc's assets directory unless given). */
  assets?: string;
  projectId: string;
  baseUrl: string;
}

export interface WorkerHost {
  /** Where Miniflare serves the Worker over HTTP on loopback (as `wrangler dev` would). */
  url: string;
  /** A request to the Worker, in workerd; redirects are not followed. */
  fetch(request: Request): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The gate's Worker in workerd through Miniflare, configured from wrangler.jsonc (entry,
 * compatibility date, assets and how they are handled, vars), with the project and provider
 * (the emulator on 127.0.0.1) put over its vars. `stop()` ends the workerd process, and so
 * does the end of this process, however it ends (reaper.ts).
 */
export async function startWorkerHost(options: WorkerHostOptions): Promise<WorkerHost> {
  const config = readWranglerConfig();
  const before = new Set(childrenNamed('workerd'));
  const miniflare = new Miniflare({
    modules: [{ type: 'ESModule', path: 'worker.js', contents: await bundleWorker(config.main) }],
    compatibilityDate: config.compatibilityDate,
    assets: {
      directory: options.assets ?? config.assets.directory,
      binding: config.assets.binding,
      routerConfig: {
        has_user_worker: true,
        invoke_user_worker_ahead_of_assets: config.assets.runWorkerFirst,
      },
      assetConfig: {
        html_handling: config.assets.htmlHandling as 'none',
        not_found_handling: config.assets.notFoundHandling as 'none',
      },
    },
    bindings: {
      ...config.vars,
      GATEHOUSE_PROJECT_ID: options.projectId,
      GATEHOUSE_BASE_URL: options.baseUrl,
    },
  });
  const url = (await miniflare.ready).origin;
  const reaper = reapOnExit(childrenNamed('workerd').filter((pid) => !before.has(pid)));
  return {
    url,
    async fetch(request) {
      // The gate's answer as it made it: what workerd (and Cloudflare) compress on the way out
      // for a client that accepts it is the platform's, not the gate's.
      const headers = new Headers(request.headers);
      if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'identity');
      const answer = await miniflare.dispatchFetch(request.url, {
        method: request.method,
        headers: [...headers],
        redirect: 'manual',
      });
      // Back into this runtime's Response, as the Node gate's handler answers.
      const body = answer.body ? new Uint8Array(await answer.arrayBuffer()) : null;
      return new Response(body && body.byteLength > 0 ? body : null, {
        status: answer.status,
        headers: [...answer.headers],
      });
    },
    async stop() {
      await miniflare.dispose();
      reaper.release();
    },
  };
}
