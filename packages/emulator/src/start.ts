import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { isLoopbackHost } from './http/loopback';
import { dataFromSeed } from './seed/data';
import { demoSeed } from './seed/demo';
import { loadSeed } from './seed/load';
import { importUsableState, removeLeftoverTemps } from './seed/persist';
import { MAX_SAMPLE_AUDITS, sampleAudits } from './seed/sample-audits';
import { MAX_SAMPLE_USERS, sampleUsers } from './seed/sample-users';
import type { Seed } from './seed/schema';
import { now } from './state/clock';
import { createStore } from './state/store';
import { resolvePagesDir } from './static/pages-dir';
import { providerTheme } from './static/provider-theme';

export interface EmulatorOptions {
  /** 0 picks a free port (the default for tests); the CLI defaults to 4500. */
  port?: number;
  /** Loopback by default; never exposed unless asked. */
  host?: string;
  /** A seed object or the path of a seed JSON file; the built-in demo seed otherwise. */
  seed?: Seed | string;
  /** Start from a directory written by an export instead of a seed. */
  importDir?: string;
  /** The only directory the export endpoint writes into (a request may name one below it). */
  exportDir?: string;
  /**
   * A folder of the project's own content, laid out as the provider's `v2-beta/` (screens,
   * `{widget-type}/{widget-id}/{page}.html`, config.json, theme.json): served over the
   * built-ins, each file read when asked for.
   */
  pagesDir?: string;
  /**
   * That many generated audit events besides the seed's, in its first tenant, over the last
   * day (`seed/sample-audits.ts`): volume tests ask for 100,000 without a seed file.
   */
  sampleAudits?: number;
  /**
   * That many generated users besides the seed's, in its first tenant, without passwords
   * (`seed/sample-users.ts`): volume tests ask for 25,000 without a seed file.
   */
  sampleUsers?: number;
}

/** `count` when it is a whole number from 0 to `max`; a RangeError naming `option` otherwise. */
function sampleCount(option: string, count: number | undefined, max: number): number {
  const value = count ?? 0;
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${option} must be a whole number from 0 to ${max}`);
  }
  return value;
}

export interface RunningEmulator {
  url: string;
  projectId: string;
  managementKey: string;
  stop(): Promise<void>;
  /** The live state, for tests and the CLI's export on exit. */
  store: ReturnType<typeof createStore>;
}

/** Said on stderr whenever the emulator listens where other machines can reach it. */
const exposedWarning = (url: string) =>
  [
    `gatehouse-emulator: WARNING: listening on ${url}, not on a loopback address.`,
    '  The development API (/emulator/v1: sign-in codes, clock, faults, reset, export) takes no',
    '  credentials and is now reachable from the network, and so is the management API, where',
    "  the management key acts project-wide (the demo project's key is published).",
    '  Use --host 127.0.0.1 unless every machine on this network is yours.',
  ].join('\n');

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  // An export killed mid-write leaves a temp file beside the last good one.
  for (const dir of [options.importDir, options.exportDir]) if (dir) removeLeftoverTemps(dir);
  const data = options.importDir
    ? await importUsableState(options.importDir)
    : await dataFromSeed(
        typeof options.seed === 'string' || options.seed
          ? loadSeed(options.seed)
          : loadSeed(demoSeed()),
      );
  const audits = sampleCount('sampleAudits', options.sampleAudits, MAX_SAMPLE_AUDITS);
  if (audits) data.audits = data.audits.concat(sampleAudits(data, audits, now(data)));
  const users = sampleCount('sampleUsers', options.sampleUsers, MAX_SAMPLE_USERS);
  if (users) data.users = data.users.concat(sampleUsers(data, users, now(data)));
  // Resolved once (symlinks too): every file served must resolve inside it.
  const pagesDir =
    options.pagesDir === undefined ? undefined : await resolvePagesDir(options.pagesDir);
  const store = createStore(data);
  // The provider's default theme (read from its UI library, when installed) is computed once,
  // here, rather than on the first theme.json a browser waits for.
  providerTheme();
  const host = options.host ?? '127.0.0.1';
  let url = '';
  const app = createApp({
    store,
    origin: () => url,
    exportDir: options.exportDir,
    pagesDir,
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolve(started),
    );
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!isLoopbackHost(host)) console.warn(exposedWarning(url));

  return {
    url,
    projectId: store.data.projectId,
    managementKey: store.data.managementKey,
    store,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; end them.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
