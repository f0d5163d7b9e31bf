import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, launchChromium, type StaticServer, serveStatic } from '@gatehouse/e2e-kit';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Screenshot tests of every widget and sign-in flow state in the gallery (`?gallery=1`), light
// and dark, at 360 and 1280 px, against the baselines in e2e/baselines/. A pane that differs
// fails, and its screenshot and a diff image are written to .screenshots/gallery/ for review.
//
// After an intended change, look at the new screenshots, then update the baselines with
//   UPDATE_BASELINES=1 npx vitest run --project example-admin-console e2e/gallery.test.ts

const here = dirname(fileURLToPath(import.meta.url));
const BASELINES = join(here, 'baselines');
const OUT = join(here, '../../../.screenshots/gallery');
const UPDATE = process.env.UPDATE_BASELINES === '1';
const WIDTHS = [360, 1280] as const;
/** Per-channel tolerance (anti-aliasing), and the share of pixels allowed to differ. */
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

let server: StaticServer;
let browser: Browser;
const pages = new Map<number, Page>();
const outside: string[] = [];

/** One page per width, every pane reached (fixed time zone and locale, no motion). */
async function openGallery(width: number) {
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
    deviceScaleFactor: 1,
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url)) outside.push(request.url());
  });
  await page.goto(`${server.url}/?gallery=1&stack=1`);
  await page.waitForFunction(
    () => {
      const panes = [...document.querySelectorAll<HTMLElement>('.gallery-pane')];
      return panes.length > 0 && panes.every((pane) => pane.dataset.ready !== 'no');
    },
    null,
    { timeout: 30_000 },
  );
  // Fonts and the phone chunk of the user form are in; nothing else is on its way.
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const panesOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.gallery-pane')].map((pane) => ({
      state: pane.dataset.state ?? '',
      theme: pane.dataset.theme ?? '',
      ready: pane.dataset.ready ?? '',
    })),
  );

function compare(name: string, actual: Buffer): string | undefined {
  const file = join(BASELINES, `${name}.png`);
  if (UPDATE) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, actual);
    return undefined;
  }
  let expected: PNG;
  try {
    expected = PNG.sync.read(readFileSync(file));
  } catch {
    return `${name}: no baseline (run with UPDATE_BASELINES=1 and review it)`;
  }
  const shot = PNG.sync.read(actual);
  mkdirSync(OUT, { recursive: true });
  if (shot.width !== expected.width || shot.height !== expected.height) {
    writeFileSync(join(OUT, `${name}.png`), actual);
    return `${name}: ${shot.width}x${shot.height}, baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const changed = pixelmatch(shot.data, expected.data, diff.data, shot.width, shot.height, {
    threshold: THRESHOLD,
  });
  if (changed <= shot.width * shot.height * MAX_DIFF_RATIO) return undefined;
  writeFileSync(join(OUT, `${name}.png`), actual);
  writeFileSync(join(OUT, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${changed} pixels differ`;
}

beforeAll(async () => {
  server = await serveStatic(join(here, '../dist'));
  browser = await launchChromium();
  for (const width of WIDTHS) pages.set(width, await openGallery(width));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the gallery', () => {
  it('reaches every state, in both themes, with no request leaving the page', async () => {
    for (const page of pages.values()) {
      const panes = await panesOf(page);
      expect(panes.length).toBeGreaterThan(40);
      // The sign-in flow's six states (screens, errors, loading, in flight), light and dark.
      expect(panes.filter((pane) => pane.state.startsWith('flow-'))).toHaveLength(12);
      expect(panes.filter((pane) => pane.ready !== 'yes')).toEqual([]);
    }
    expect(outside).toEqual([]);
  });

  it.each(WIDTHS)('never scrolls sideways at %i px', async (width) => {
    const page = pages.get(width)!;
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(wide).toBe(false);
  });

  it.each(WIDTHS)('puts every pane on whole pixels at %i px', async (width) => {
    // So a pane that grows by a fraction moves those below it by whole pixels only, and their
    // screenshots stay the same (Gallery.tsx, useWholePixelHeight).
    const fractional = await pages.get(width)!.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.gallery-pane')]
        .map((pane) => ({ pane, box: pane.getBoundingClientRect() }))
        .filter(
          ({ box }) => !Number.isInteger(box.top + window.scrollY) || !Number.isInteger(box.height),
        )
        .map(
          ({ pane, box }) =>
            `${pane.dataset.state}-${pane.dataset.theme}: ${box.top} ${box.height}`,
        ),
    );
    expect(fractional).toEqual([]);
  });

  it.each(WIDTHS)('is axe-clean at %i px, contrast included', async (width) => {
    // The gallery shows each widget many times over, so its regions' names repeat by design
    // (the console shows one of each, and shell.test.ts runs axe there with every rule).
    const violations = await axeViolations(pages.get(width)!);
    expect(violations.filter((each) => each.id !== 'landmark-unique')).toEqual([]);
  });

  it.each(WIDTHS)(
    'every pane matches its baseline at %i px',
    async (width) => {
      const page = pages.get(width)!;
      // A page has one focus, and the panes (dialogs, flow screens) each move it on their
      // own: which pane holds it last depends on timing, so none keeps it for the screenshots.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const failures: string[] = [];
      for (const { state, theme } of await panesOf(page)) {
        const pane = page.locator(`.gallery-pane[data-state="${state}"][data-theme="${theme}"]`);
        const shot = await pane.screenshot({ animations: 'disabled', caret: 'hide' });
        const failure = compare(`${state}-${theme}-${width}`, shot);
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
