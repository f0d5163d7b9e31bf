import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@gatehouse/e2e-kit';
import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

// The provider's own browser clients (its published bundles, devDependencies of the
// repository) in Chromium against the emulator, on loopback only: every request to any other
// host is aborted and recorded, and each test ends by checking that none was even tried.

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = (name: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };

/** `@descope/{name}@{installed version}`: the CDN spec of an installed provider package. */
export const installed = (name: string) =>
  `@descope/${name}@${require(`@descope/${name}`).version}`;

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1' };
export const TENANT = 'T2acme';
/** The widget id the provider's layouts are served as. */
export const WIDGET_ID = 'provider';

/**
 * The provider's layouts beside the repository (`shared/reference/provider-layouts`, as CI
 * checks it out; a git worktree sits a level deeper, so every folder above is tried). They
 * are read in place and copied only into a temporary pages folder, never into the repository.
 */
function layoutsDir(): string {
  const relative = 'shared/reference/provider-layouts';
  for (let dir = dirname(REPO_ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`No ${relative} beside ${REPO_ROOT}`);
  }
}

/** A temporary pages folder with each widget's layouts as `{widget-type}/provider/{page}.html`. */
function pagesWithLayouts(widgets: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-provider-pages-'));
  for (const widget of widgets) {
    const from = join(layoutsDir(), widget);
    for (const file of readdirSync(from).filter((name) => name.endsWith('.html'))) {
      cpSync(join(from, file), join(dir, widget, WIDGET_ID, file));
    }
  }
  return dir;
}

export interface Opened {
  page: Page;
  /** Every request to a host other than loopback: aborted, and recorded here. */
  external: string[];
  /** What went wrong in the page (script errors, refused or failed requests), for a failure's message. */
  problems: string[];
}

export interface ProviderClients {
  emulator: RunningEmulator;
  browser: Browser;
  /** A page (on `localhost`, another origin than the emulator) holding `body`. */
  open(body: string, setup?: (context: BrowserContext) => Promise<void>): Promise<Opened>;
  inbox(loginId: string): Promise<Array<{ code?: string; token?: string }>>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Aborts every request of `context` to a host other than loopback; the list records them. */
export async function keepOnLoopback(context: BrowserContext): Promise<string[]> {
  const external: string[] = [];
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  return external;
}

/**
 * The page's script errors, console errors and refused or failed requests, as lines: the
 * provider's code swallows most of its failures, so a test that waits in vain says why.
 */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (LOOPBACK.has(new URL(request.url()).hostname)) {
      problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

/** For one test file: an emulator (with these widgets' provider layouts), a host page, Chromium. */
export function useProviderClients(widgets: string[] = []): ProviderClients {
  const app = {} as ProviderClients;
  let pagesDir: string | undefined;
  let host: Server;
  let bodies = new Map<string, string>();
  // Each test's pages close when it ends: a page left running keeps loading and polling into the next test.
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    pagesDir = widgets.length ? pagesWithLayouts(widgets) : undefined;
    app.emulator = await startEmulator(pagesDir ? { pagesDir } : {});
    host = createServer((request, response) => {
      const body = bodies.get(new URL(request.url ?? '/', 'http://x').pathname);
      if (body === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider clients</title></head><body>${body}</body></html>`,
      );
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    app.browser = await launchChromium();
    app.open = async (body, setup) => {
      const path = `/page-${bodies.size}`;
      bodies.set(path, body);
      const context = await app.browser.newContext();
      contexts.push(context);
      const external = await keepOnLoopback(context);
      await setup?.(context);
      const page = await context.newPage();
      const problems = recordProblems(page);
      const { port } = host.address() as AddressInfo;
      await page.goto(`http://localhost:${port}${path}`);
      return { page, external, problems };
    };
    app.inbox = async (loginId) => {
      const url = `${app.emulator.url}/emulator/v1/inbox?loginId=${encodeURIComponent(loginId)}`;
      return (
        (await (await fetch(url)).json()) as { messages: Array<{ code?: string; token?: string }> }
      ).messages;
    };
  });
  beforeEach(() => {
    app.emulator.store.reset();
    bodies = new Map();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await app.browser?.close();
    await new Promise<void>((done) => (host ? host.close(() => done()) : done()));
    await app.emulator?.stop();
    if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
  });
  return app;
}

/** The attributes that keep a provider client on the emulator. */
export function onEmulator(emulator: RunningEmulator): string {
  const url = emulator.url;
  return `project-id="${emulator.projectId}" base-url="${url}" base-static-url="${url}/pages" base-cdn-url="${url}" locale="en" theme="light"`;
}

/** A provider bundle from the emulator's CDN path. */
export const bundle = (emulator: RunningEmulator, name: string) =>
  `<script src="${emulator.url}/npm/${installed(name)}/dist/index.js"></script>`;

/**
 * The one request the provider's code makes off loopback whatever its attributes say: the
 * phone field of its user widget's layouts asks the provider's CDN for country flag images
 * (aborted here; the field works without them). The widget may draw its modals' fields ahead,
 * so it can come as soon as the list shows.
 */
const FLAG_IMAGES = 'https://static.descope.com/npm/svg-country-flags@';

/** No request left loopback, nor was tried (but the flag images, when `flagImages` is set). */
export function expectNoneExternal(external: string[], { flagImages = false } = {}): void {
  expect(external.filter((url) => !(flagImages && url.startsWith(FLAG_IMAGES)))).toEqual([]);
}
