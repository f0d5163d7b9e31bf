#!/usr/bin/env node
// The user-management widget at scale, in Debian's Chromium (issue 9, "Speed at scale"): the
// real <UserManagement> with the real core store and HTTP client, signed in as the demo Tenant
// Admin against the real emulator seeded with 10 000 and then 100 000 users in the demo tenant.
// The page (scripts/bench-widgets-page.mjs) is bundled the way an app ships it: esbuild,
// production React, minified. Prints one line per figure with its budget and exits non-zero
// past any budget. Run after `npm run build` (it uses the packages' dist).
//
//   node scripts/bench-widgets.mjs                  the goals in ms and the ratios (an idle machine)
//   node scripts/bench-widgets.mjs --budgets=ratio  the ratios only (npm test: any machine)
//
// Every budget is a ratio against the reference, a fixed piece of page work timed beside each
// sample, so a busy machine (where both are slower alike) does not fail it; the goals in ms
// are printed beside, and enforced only without --budgets=ratio (scripts/bench-widgets-budgets.mjs).
//
// What is timed, in the page's own clock:
// - search response to first rows painted: from the responseStart (first byte) of the
//   /v1/mgmt/user/search resource timing to the paint that first showed the rows, as Chromium's
//   Element Timing reports it (median of several mounts of a fresh widget, after one warm-up
//   mount). The first rows show while the rest of the 6 MB answer arrives, so the answer's
//   first byte is where the wait starts; from its last byte, to every row listed, and to the
//   first task the page runs after that frame (it waits for the rest of the answer to be
//   parsed) are printed too;
// - row nodes: rows in the DOM, which the virtualised table keeps to the few in view;
// - scrolling: the table's own scroll container scrolled to the bottom in 60 jumps, one per
//   frame, each a new set of rows, with a row selected, three times: the longest frame of the
//   best pass (rAF to rAF; the worst pass is printed too), the longest of Chromium's long
//   animation frames in any pass, the 90th percentile of every pass's frames (what the ratio
//   judges: one turn of another process makes one frame long, slow rows make most frames
//   long), and the script time per frame of the best pass from Chromium's Performance
//   metrics, which must not grow with the row count;
// - sort and text search: from the click or the typing (the event's time stamp) to the paint of
//   the changed first row, the search debounce included; and, for the record, to the server's
//   answer (its responseEnd). Each action waits for the answer to land before the next.
//
// At 100 000 users the emulator still answers at most 10 000 a page (the provider's limit; the
// widget asks for its default 10 000). To put 100 000 rows in the table, a proxy in front of
// the emulator answers the list's first, unfiltered search with the emulator's pages for it
// joined, made before the stage (scripts/bench-widgets-proxy.mjs). Sorted and text searches get
// the emulator's own answer. Everything in the page is as an app ships it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN, startEmulator } from '@gatehouse/emulator';
import { build } from 'esbuild';
import { loadKit } from './bench-kit.mjs';
import {
  BUDGETS,
  DEBOUNCE_MS,
  FRAME_JITTER_MS,
  modeOf,
  PER_FRAME,
  REFERENCE_FRAME_IDLE_MS,
  REFERENCE_PAINT_IDLE_MS,
  ROW_NODES,
  verdictLine,
} from './bench-widgets-budgets.mjs';
import { startJoiningProxy } from './bench-widgets-proxy.mjs';
import { growTo, seedWith, TENANT } from './bench-widgets-users.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'node_modules/.cache/gatehouse-bench-widgets');
const SITE = join(WORK, 'site');
const MODE = modeOf(process.argv.slice(2));
const SCROLL_STEPS = 60;
const SCROLL_PASSES = 3;

const started = performance.now();
const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The value 90% of `values` are at or below. */
const percentile90 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
let failed = false;

/** A figure printed for the record. */
const info = (name, value, unit = ms) => console.log(`info  ${name}: ${unit(value)}`);

/** A figure against a fixed budget (a count, or a ratio of two of this run's figures). */
function fixed(name, value, budget, unit = ms) {
  const over = value > budget;
  failed ||= over;
  console.log(`${over ? 'FAIL' : 'ok  '}  ${name}: ${unit(value)}, budget ${unit(budget)}`);
}

/** A figure in ms against its goal and its ratio of the reference measured beside it. */
function timed(name, value, reference, spec, jitter = 0) {
  const { pass, line } = verdictLine(name, value, reference, spec, MODE, jitter);
  failed ||= !pass;
  console.log(line);
}
const count = (value) => String(value);

// -- the page ----------------------------------------------------------------------------------

async function buildSite() {
  mkdirSync(SITE, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'scripts/bench-widgets-page.mjs')],
    outfile: join(SITE, 'bench.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(
    join(SITE, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title></head>' +
      '<body><main id="app"></main><script type="module" src="/bench.js"></script></body></html>',
  );
}

// -- the stages ---------------------------------------------------------------------------------

/** Chromium's main-thread counters (seconds), for the work done between two readings. */
async function counters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/** The reference paint beside a sample (scripts/bench-widgets-page.mjs), in ms. */
const reference = (page) => page.evaluate(() => window.bench.reference());

/** Click or type, then time it to the changed first row painted (and the server's answer). */
async function action(page, act) {
  const beside = await reference(page);
  await page.evaluate(() => window.bench.arm());
  await act();
  return { ...(await page.evaluate(() => window.bench.changed())), reference: beside };
}

async function stage(page, cdp, total, { mounts, sorts, texts }) {
  // A warm-up mount (code compiled, layouts cached), then the timed ones.
  await page.evaluate(() => window.bench.mount());
  const mounted = [];
  for (let i = 0; i < mounts; i++) {
    const beside = await reference(page);
    mounted.push({ ...(await page.evaluate(() => window.bench.mount())), reference: beside });
  }
  const listed = mounted[0].rowCount;
  if (listed !== total) throw new Error(`the table lists ${listed} users, not ${total}`);

  // Scrolling to the bottom with one row selected: frames, and the script per frame.
  if ((await page.evaluate(() => window.bench.selectFirst())) !== 1) {
    throw new Error('the first row could not be selected');
  }
  // Three passes: the rAF-to-rAF frames of the best one (a frame the machine makes long, with
  // another process running, is long in one pass only), and Chromium's long animation frames
  // (the page's own work past 50 ms) in every pass: rows that once restyled on every frame
  // made each pass slower than the one before.
  // Each beside a reference pass over a plain list.
  // The script per frame of each pass, by Chromium's wall-clock counter: the best pass's is
  // compared across sizes (a turn of another process inside a script makes it look longer).
  const passes = [];
  const referencePasses = [];
  for (let i = 0; i < SCROLL_PASSES; i++) {
    referencePasses.push(
      await page.evaluate((steps) => window.bench.referenceScroll(steps), SCROLL_STEPS),
    );
    const before = await counters(cdp);
    const pass = await page.evaluate((steps) => window.bench.scrollToBottom(steps), SCROLL_STEPS);
    const script = (await counters(cdp)).ScriptDuration - before.ScriptDuration;
    passes.push({ ...pass, scriptPerFrame: (script * 1000) / pass.deltas.length });
  }
  if (!passes.every((pass) => pass.lastShown)) {
    throw new Error('the last row was not shown at the bottom');
  }
  const longest = (pass) => Math.max(...pass.deltas);
  const longestLoaf = (pass) => Math.max(0, ...pass.longFrames);
  const best = (all) => Math.min(...all.map(longest));

  // Sort by email: ascending, descending, none, and again; each changes the first row.
  const email = page.getByRole('columnheader', { name: /^Email/ }).getByRole('button');
  const sorted = [];
  for (let i = 0; i < sorts; i++) sorted.push(await action(page, () => email.click()));

  // Text searches, each changing the first row; the last clears the search.
  const box = page.getByRole('searchbox');
  const searched = [];
  for (const text of texts) searched.push(await action(page, () => box.fill(text)));

  const referenceOf = (samples) => median(samples.map((sample) => sample.reference));
  return {
    firstPaint: median(mounted.map((m) => m.ms)),
    firstPaintReference: referenceOf(mounted),
    firstPaintAfterEnd: median(mounted.map((m) => m.afterEnd)),
    firstFree: median(mounted.map((m) => m.free)),
    allListed: median(mounted.map((m) => m.allListed)),
    rowNodes: Math.max(...mounted.map((m) => m.rowNodes), ...passes.map((p) => p.rowNodes)),
    maxFrame: best(passes),
    maxFrameReference: best(referencePasses),
    worstPassFrame: Math.max(...passes.map(longest)),
    longestLoaf: Math.max(...passes.map(longestLoaf)),
    worstReferenceFrame: Math.max(...referencePasses.map(longest)),
    frameP90: percentile90(passes.flatMap((pass) => pass.deltas)),
    frameP90Reference: percentile90(referencePasses.flatMap((pass) => pass.deltas)),
    scriptPerFrame: Math.min(...passes.map((pass) => pass.scriptPerFrame)),
    sort: median(sorted.map((s) => s.ms)),
    sortReference: referenceOf(sorted),
    sortAnswered: median(sorted.map((s) => s.answered)),
    search: median(searched.map((s) => s.ms)),
    searchReference: referenceOf(searched),
    searchAnswered: median(searched.map((s) => s.answered)),
    reference: referenceOf([...mounted, ...sorted, ...searched]),
  };
}

/** Every figure of a stage: `judged` says which are held to their budgets there. */
function reportStage(label, figures, judged) {
  /** A figure in ms held to its budget at this stage, else printed for the record. */
  const figure = (name, value, reference, spec, jitter) =>
    judged ? timed(name, value, reference, spec, jitter) : info(name, value);
  info(`${label}: the reference paint, plain rows parsed and shown (median)`, figures.reference);
  info(
    `${label}: the reference scroll, longest frame of a plain list (best of ${SCROLL_PASSES} passes)`,
    figures.maxFrameReference,
  );
  figure(
    `${label}: search response (first byte) to first rows painted (median)`,
    figures.firstPaint,
    figures.firstPaintReference,
    BUDGETS.firstPaint,
  );
  info(
    `${label}: search response (last byte) to first rows painted (median; below 0 when they show before the whole answer is in)`,
    figures.firstPaintAfterEnd,
  );
  info(
    `${label}: search response (first byte) to the first task after the first rows' frame (median)`,
    figures.firstFree,
  );
  info(`${label}: search response (first byte) to every row listed (median)`, figures.allListed);
  fixed(`${label}: row nodes in the DOM (virtualised)`, figures.rowNodes, ROW_NODES, count);
  // Frames. Against the goals (an idle machine): the longest frame of the best pass, at both
  // sizes (no pass should be slow throughout), and a long animation frame in any pass at
  // 10 000. A longest frame is where a busy machine shows first (one turn of another process
  // makes one frame long), so against the ratios the frames are judged by their 90th
  // percentile over every pass, beside the reference passes': slow rows are slow in most frames.
  const bestPass = `${label}: longest frame scrolling to the bottom (rAF to rAF, best of ${SCROLL_PASSES} passes)`;
  const anyPass = `${label}: longest animation frame in any pass (LoAF, 0 when none over 50 ms)`;
  const p90 = `${label}: scroll frames, 90th percentile of every pass's (rAF to rAF)`;
  if (MODE === 'goal') {
    timed(bestPass, figures.maxFrame, figures.maxFrameReference, BUDGETS.frame, FRAME_JITTER_MS);
  } else {
    info(bestPass, figures.maxFrame);
  }
  info(
    `${label}: longest frame scrolling to the bottom (rAF to rAF, worst pass)`,
    figures.worstPassFrame,
  );
  if (MODE === 'goal' && judged) {
    timed(anyPass, figures.longestLoaf, figures.worstReferenceFrame, BUDGETS.longFrame);
  } else {
    info(anyPass, figures.longestLoaf);
  }
  if (MODE === 'goal') {
    info(p90, figures.frameP90);
  } else {
    timed(p90, figures.frameP90, figures.frameP90Reference, BUDGETS.frame, FRAME_JITTER_MS);
  }
  if (figures.scriptPerFrameBudget === undefined) {
    info(`${label}: script per scroll frame (best pass)`, figures.scriptPerFrame);
  } else {
    fixed(
      `${label}: script per scroll frame (best pass; budget 10 000's times ${PER_FRAME.factor} plus ${PER_FRAME.slackMs} ms)`,
      figures.scriptPerFrame,
      figures.scriptPerFrameBudget,
    );
  }
  figure(
    `${label}: sort, click to changed first row painted (median)`,
    figures.sort,
    figures.sortReference,
    BUDGETS.sort,
  );
  info(`${label}: sort, click to the server's answer (median)`, figures.sortAnswered);
  figure(
    `${label}: text search, typing to changed first row painted (median, ${DEBOUNCE_MS} ms debounce)`,
    figures.search,
    figures.searchReference,
    BUDGETS.search,
  );
  info(`${label}: text search, typing to the server's answer (median)`, figures.searchAnswered);
}

// -- main ---------------------------------------------------------------------------------------

console.log(
  MODE === 'goal'
    ? 'bench: budgets are the goals in ms and ratios of the reference (run on an idle machine)'
    : 'bench: budgets are ratios of the reference measured beside each figure; goals in ms are printed, not enforced',
);
console.log(
  `bench: on an idle machine the reference paint takes about ${ms(REFERENCE_PAINT_IDLE_MS)}, ` +
    `the reference scroll's longest frame ${ms(REFERENCE_FRAME_IDLE_MS)}`,
);
await buildSite();
const { launchChromium, serveStatic } = await loadKit(WORK);
const emulator = await startEmulator({ seed: seedWith(10_000) });
const proxy = await startJoiningProxy(emulator);
const site = await serveStatic(SITE);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('crash', () => console.error('page crashed'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const params = new URLSearchParams({
    projectId: emulator.projectId,
    baseUrl: proxy.url,
    tenant: TENANT,
  });
  await page.goto(`${site.url}/?${params}`);
  await page.waitForFunction(() => !!window.bench);
  const signedIn = await page.evaluate(
    ({ loginId, password }) => window.bench.signIn(loginId, password),
    DEMO_ADMIN,
  );
  if (!signedIn) throw new Error('the demo admin could not sign in');

  const small = await stage(page, cdp, 10_000, {
    mounts: 9,
    sorts: 9,
    texts: ['grace', 'turing 12', 'knuth', 'hopper 9', 'liskov', 'dijkstra 3', ''],
  });
  reportStage('10 000 users', small, true);

  growTo(emulator, 100_000);
  // The list's answer at 100 000, made now: the stage's waits are for the page, not for this.
  const joined = await proxy.join(100_000);
  if (joined !== 100_000) throw new Error(`the joined list has ${joined} users, not 100 000`);
  const large = await stage(page, cdp, 100_000, {
    mounts: 3,
    sorts: 3,
    texts: ['grace', 'knuth', ''],
  });
  // At 100 000 the first rows, sort and search are printed only, and so are the long
  // animation frames: a pass can meet a major collection of the answer's 100 000 rows (one
  // 50.2 ms frame seen in CI), which no per-frame work causes. Per-frame work must not depend
  // on the row count: within a small factor of 10 000's.
  large.scriptPerFrameBudget = small.scriptPerFrame * PER_FRAME.factor + PER_FRAME.slackMs;
  reportStage('100 000 users', large, false);
} finally {
  await browser.close();
  await site.close();
  await proxy.close();
  await emulator.stop();
}
console.log(`bench: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed) {
  console.error('bench: a figure is past its budget');
  process.exit(1);
}
