import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVanillaApp } from './harness';

// What the page's HTML does for its first screen (examples/first-screen.mjs, issue 27): its
// head preloads the flow's config.json and theme.json for the project its query names, and
// the flow's own fetch takes each preloaded answer (one request per file); the stylesheet and
// the icon are written into the page. Read from the page's own Resource Timing.

const app = useVanillaApp();

/** Every request for the project's content files so far: [file, who started it]. */
const contentRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/v2-beta\/[^/]+\.json$/.test(entry.name))
      .map((entry) => [
        new URL(entry.name).pathname.split('/').pop(),
        (entry as PerformanceResourceTiming).initiatorType,
      ]),
  );

describe("the vanilla page's first screen", () => {
  it('preloads config.json and theme.json from its head, and the flow fetches neither again', async () => {
    const page = await app.open('sign-in');
    await page.locator('gatehouse-flow').getByLabel('Email').waitFor();
    expect((await contentRequests(page)).sort()).toEqual([
      ['config.json', 'link'],
      ['theme.json', 'link'],
    ]);
    const preloads = await page.$$eval('head link[rel="preload"]', (links) =>
      links.map((link) => (link as HTMLLinkElement).href),
    );
    // The project of the page's query (the harness's emulator), not the demo default.
    expect(preloads).toEqual([
      `${app.emulator.url}/pages/${app.emulator.projectId}/v2-beta/config.json`,
      `${app.emulator.url}/pages/${app.emulator.projectId}/v2-beta/theme.json`,
    ]);
    await page.context().close();
  });

  it('has its stylesheet and icon in the page: no request for either', async () => {
    const page = await app.open('sign-in');
    await page.locator('gatehouse-flow').getByLabel('Email').waitFor();
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.filter((path) => /\.(?:css|svg|ico)$/.test(path))).toEqual([]);
    expect(await page.$$eval('link[rel="stylesheet"]', (links) => links.length)).toBe(0);
    expect(await page.$eval('link[rel="icon"]', (link) => link.getAttribute('href'))).toMatch(
      /^data:image\/svg\+xml,/,
    );
    // The page is styled: its own rules are in force.
    expect(await page.$eval('main', (main) => getComputedStyle(main).maxWidth)).not.toBe('none');
    await page.context().close();
  });

  it('fetches no script before its sign-in screen that only re-exports another', async () => {
    // A top-level await in the page's entry made rolldown (its issue #10632) give each part the
    // flow loads for its first screen a file of its own re-exporting the first-screen chunk:
    // three more requests before the sign-in input.
    const page = await app.open('sign-in');
    await page.locator('gatehouse-flow').getByLabel('Email').waitFor();
    const scripts = await page.evaluate(() =>
      Promise.all(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.endsWith('.js'))
          .map(async (url) => ({ url, code: await (await fetch(url)).text() })),
      ),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const reExportOnly = /^(?:\s*export\s*\{[^}]*\}\s*from\s*"[^"]+";?)+\s*$/;
    expect(scripts.filter(({ code }) => reExportOnly.test(code)).map(({ url }) => url)).toEqual([]);
    await page.context().close();
  });
});
