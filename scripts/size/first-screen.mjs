// What each side fetches before its first sign-in screen shows: the React sign-in app (ours:
// AuthProvider and <Flow>; the provider's: its React SDK's AuthProvider and <Descope>), built
// with Vite like every other line, run in Chromium against the emulator's `sign-in` flow, and
// every code file fetched until the screen's email field and Continue button show: the app's
// own chunks (React, which the host app has, left out) and, for the provider, its UI library
// from its CDN (the emulator serves its copy byte for byte, as `base-cdn-url` points there).
// Content and API answers (config.json, theme.json, the screen, /v1/flow/start) are not code
// and are not counted. Each file is gzip-compressed on its own, as it is served.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator } from '@gatehouse/emulator';
import { runnerImport } from 'vite';
import { buildApp, gzipSize } from './measure.mjs';

/** e2e-kit's Chromium and static server (TypeScript source, loaded through Vite). */
const kitModule = (file) => new URL(`../../packages/e2e-kit/src/${file}`, import.meta.url).pathname;
/** React and its scheduler, built into a chunk of their own that is not counted. */
const REACT_GROUP = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The page's script: React renders `root` inside an AuthProvider on the emulator. */
const page = (imports, root) => `${imports}
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const params = new URLSearchParams(location.search);
const baseUrl = params.get('baseUrl');
const projectId = params.get('projectId');
createRoot(document.getElementById('app')).render(${root});
`;

export const SIDES = {
  ours: {
    name: 'Gatehouse: AuthProvider and <Flow> (React sign-in app)',
    code: page(
      "import { AuthProvider } from '@gatehouse/react';\nimport { Flow } from '@gatehouse/react/flow';",
      "h(AuthProvider, { projectId, baseUrl }, h(Flow, { flowId: 'sign-in' }))",
    ),
  },
  provider: {
    name: "the provider: @descope/react-sdk's AuthProvider and <Descope>, and its UI library from its CDN",
    code: page(
      "import { AuthProvider, Descope } from '@descope/react-sdk';",
      // Its static host and CDN on the emulator, as examples/provider-clients points them.
      "h(AuthProvider, { projectId, baseUrl, baseStaticUrl: baseUrl + '/pages', baseCdnUrl: baseUrl }, h(Descope, { flowId: 'sign-in', locale: 'en', theme: 'light' }))",
    ),
  },
};

/** Builds a side's app into `dir/{id}/dist` with a page that runs it; the React chunk's name. */
async function buildPage(dir, id, code) {
  const output = await buildApp({
    dir,
    id,
    code,
    external: [],
    write: true,
    output: { codeSplitting: { groups: [{ name: 'react', test: REACT_GROUP }] } },
  });
  const entry = output.find((file) => file.type === 'chunk' && file.isEntry);
  const react = output.find((file) => file.type === 'chunk' && file.name === 'react');
  const dist = join(dir, id, 'dist');
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main id="app"></main><script type="module" src="/${entry.fileName}"></script></body></html>`,
  );
  return { dist, reactFile: react?.fileName };
}

/** Files and gzip bytes of `sizes` ({ gzip, cdn } each), and of those from the CDN alone. */
export function sumFetched(sizes) {
  const sum = (list) => ({
    files: list.length,
    gzip: list.reduce((total, { gzip }) => total + gzip, 0),
  });
  return { ...sum(sizes), cdn: sum(sizes.filter(({ cdn }) => cdn)) };
}

/**
 * Opens the page and sums the code files fetched until the email field and the Continue
 * button of the flow's first screen show. `kindOf(url)` is 'app' for the app's own code,
 * 'cdn' for the provider's CDN, undefined for what is not counted.
 */
async function codeBeforeFirstScreen(browser, url, kindOf) {
  const context = await browser.newContext();
  const fetched = [];
  const page = await context.newPage();
  page.on('response', (response) => {
    const kind = kindOf(response.url());
    if (kind) {
      fetched.push(response.body().then((body) => ({ gzip: gzipSize(body), cdn: kind === 'cdn' })));
    }
  });
  try {
    await page.goto(url);
    await page.getByLabel('Email').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page
      .getByRole('button', { name: 'Continue', exact: true })
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    // What has arrived by then (a response still in flight was not needed to show it).
    return sumFetched(await Promise.all(fetched.slice(0, fetched.length)));
  } finally {
    await context.close();
  }
}

/**
 * `{ ours, provider }`: files and gzip bytes of the code each fetched before its first screen,
 * with those of them that came from the CDN (`cdn`).
 */
export async function measureFirstScreen(dir) {
  mkdirSync(dir, { recursive: true });
  const built = {};
  for (const [id, side] of Object.entries(SIDES)) built[id] = await buildPage(dir, id, side.code);
  const { module: browserKit } = await runnerImport(kitModule('browser.ts'));
  const { module: serverKit } = await runnerImport(kitModule('static-server.ts'));
  const emulator = await startEmulator();
  const servers = [];
  const browser = await browserKit.launchChromium();
  try {
    const figures = {};
    for (const [id, { dist, reactFile }] of Object.entries(built)) {
      const server = await serverKit.serveStatic(dist);
      servers.push(server);
      // The app's own code, React's chunk left out; the provider's CDN (the UI library).
      const kindOf = (url) => {
        if (url.startsWith(`${emulator.url}/npm/`)) return 'cdn';
        const own = url.startsWith(`${server.url}/`) && /\.(js|css)$/.test(url);
        return own && !url.endsWith(`/${reactFile}`) ? 'app' : undefined;
      };
      const query = `?baseUrl=${encodeURIComponent(emulator.url)}&projectId=${emulator.projectId}`;
      figures[id] = await codeBeforeFirstScreen(browser, `${server.url}/${query}`, kindOf);
    }
    return figures;
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await emulator.stop();
  }
}
