#!/usr/bin/env node
// First visit to a signed-in doc page, in Chromium (issue 28): the time until the article's h1
// is painted and not hidden, through the docs gate with a valid session (the DS cookie, and
// the reader's tokens in storage as the theme keeps them) and for the same build served
// without the gate by a plain Node static server (examples/docs-site/scripts/serve.mjs, every
// file public), in the same run. Each visit is a new browser context (a cold cache); the two
// servers take turns; the median of RUNS visits each is compared.
//
// Behind the gate the served page shows at first paint (the gate verified the session before
// serving it); without it the theme keeps the page hidden until React has hydrated and the
// stored session is read. The budgets are ratios measured in this run, never absolute times:
// through the gate, the median time to content must stay within MAX_RATIO of the plain
// server's, and of the gate's own median first contentful paint (the content is what first
// paints, not a Loading indicator). Run after `npm run build` (the docs build and the
// packages' dist). Exits non-zero past a budget.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadKit } from './bench-kit.mjs';
import { signInDemoAdmin } from './bench-sign-in.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS_BUILD = join(ROOT, 'examples/docs-site/build');
const WORK = join(ROOT, 'node_modules/.cache/gatehouse-bench-first-content');
/** A doc page whose audience is "signed in" (the example's manifest says so; checked below). */
const PAGE = '/data-connections/database/snowflake';
/** Where the docs build was told the provider is: without the gate, its calls are refused. */
const BUILT_PROVIDER = 'http://127.0.0.1:4500';
/** The gate's median time to content may be at most this multiple of the plain server's. */
const MAX_RATIO = 1.2;
/** Measured visits per server, after one warm-up visit each. */
const RUNS = 9;
/** A visit that shows nothing by then has failed. */
const VISIT_TIMEOUT_MS = 15_000;

/**
 * Runs in the page before any of its scripts: at each animation frame (each frame Chromium
 * is about to paint), whether the article's h1 is rendered, not hidden; the first frame it is
 * gives the time, in ms since navigation started. First contentful paint is kept beside it:
 * nothing is painted before it, so the h1 counts as painted at the later of the two.
 */
function watchFirstContent() {
  const seen = () => {
    const heading = document.querySelector('article h1');
    if (heading?.checkVisibility() && heading.getBoundingClientRect().height > 0) {
      window.__firstContent = performance.now();
      return;
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__firstPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
}

/** The signed-in reader's browser state for both origins: the cookie and the stored tokens. */
function readerState(tokens, origins) {
  const storage = [
    { name: 'DS', value: tokens.sessionJwt },
    { name: 'DSR', value: tokens.refreshJwt },
  ];
  return {
    cookies: [
      {
        name: 'DS',
        value: tokens.sessionJwt,
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: origins.map((origin) => ({ origin, localStorage: storage })),
  };
}

/** One first visit in a fresh context: ms to the h1 shown, and to first contentful paint. */
async function visit(browser, state, url) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: state,
  });
  try {
    await context.route(`${BUILT_PROVIDER}/**`, (route) => route.abort('connectionrefused'));
    await context.addInitScript(watchFirstContent);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__firstContent !== undefined && window.__firstPaint !== undefined,
      null,
      { timeout: VISIT_TIMEOUT_MS, polling: 50 },
    );
    if (new URL(page.url()).pathname !== PAGE) throw new Error(`${url} went to ${page.url()}`);
    const { content, paint } = await page.evaluate(() => ({
      content: window.__firstContent,
      paint: window.__firstPaint,
    }));
    return { content: Math.max(content, paint), paint };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!existsSync(join(DOCS_BUILD, 'index.html'))) {
    throw new Error(`No docs build in ${DOCS_BUILD}: run npm run build first`);
  }
  const manifest = JSON.parse(readFileSync(join(DOCS_BUILD, '.gatehouse/manifest.json'), 'utf8'));
  if (manifest.routes[PAGE] !== 'signed-in') {
    throw new Error(`${PAGE} is not a signed-in page in the build's manifest`);
  }
  const { launchChromium } = await loadKit(WORK);
  const { startEmulator } = await import('@gatehouse/emulator');
  const { serveDocsGate } = await import('@gatehouse/docs-gate/server');
  const { serveDocs } = await import(
    pathToFileURL(join(ROOT, 'examples/docs-site/scripts/serve.mjs')).href
  );

  const emulator = await startEmulator();
  const closers = [() => emulator.stop()];
  try {
    const gate = await serveDocsGate({
      root: DOCS_BUILD,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      port: 0,
      host: '127.0.0.1',
    });
    closers.push(() => gate.close());
    const plain = await serveDocs({ root: DOCS_BUILD });
    closers.push(() => plain.close());
    const browser = await launchChromium();
    closers.push(() => browser.close());

    const state = readerState(await signInDemoAdmin(emulator), [gate.url, plain.url]);

    const servers = { gate: `${gate.url}${PAGE}`, plain: `${plain.url}${PAGE}` };
    const times = { gate: [], plain: [] };
    const paints = { gate: [], plain: [] };
    for (const url of Object.values(servers)) await visit(browser, state, url);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [kind, url] of Object.entries(servers)) {
        const { content, paint } = await visit(browser, state, url);
        times[kind].push(content);
        paints[kind].push(paint);
      }
    }

    const gated = median(times.gate);
    const ungated = median(times.plain);
    const gatedPaint = median(paints.gate);
    const checks = [
      ['gate vs plain server, content visible', gated / ungated],
      // The served page shows at first paint: not a Loading indicator first, content later.
      ['gate, content visible vs its first paint', gated / gatedPaint],
    ];
    const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
    console.log(
      `First visit to a signed-in doc page (${PAGE}) in Chromium, median of ${RUNS} visits each`,
    );
    console.log('                                content visible   first contentful paint');
    console.log(
      `  plain static server, no gate  ${ms(ungated)}          ${ms(median(paints.plain))}`,
    );
    console.log(`  docs gate, signed in          ${ms(gated)}          ${ms(gatedPaint)}`);
    for (const [what, ratio] of checks) {
      console.log(`  ${what}: ${ratio.toFixed(2)} (budget: at most ${MAX_RATIO})`);
      if (ratio > MAX_RATIO) {
        console.error(`FAIL: ${what} is ${ratio.toFixed(2)}, over ${MAX_RATIO}`);
        process.exitCode = 1;
      }
    }
  } finally {
    for (const close of closers.reverse()) await close();
  }
}

await main();
