import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type StaticServer, serveStatic } from '@gatehouse/e2e-kit';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a new user meets before anything is signed in: the console's icon, and the gallery
// (`?gallery=1`) from its first paint to its panes. The built dist/, no emulator.

const here = fileURLToPath(new URL('.', import.meta.url));
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(join(here, '../dist'));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh page at `path`; with `setup`, returned as soon as the document arrives. */
async function open(path: string, setup?: (page: Page) => Promise<unknown>) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await setup?.(page);
  // A held script delays the load event: the document's arrival is enough to look at it.
  await page.goto(`${server.url}${path}`, setup ? { waitUntil: 'commit' } : {});
  return page;
}

describe('the console before sign-in', () => {
  it('declares a favicon that is served, so no browser asks for a missing /favicon.ico', async () => {
    const page = await open('/');
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) return undefined;
      const answer = await fetch(link.href);
      return { status: answer.status, type: answer.headers.get('content-type') ?? '' };
    });
    expect(icon).toEqual({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    await page.close();
  });

  it('shows a loading state from the first paint, until the gallery replaces it', async () => {
    // The app's code is held back: what shows meanwhile is the page itself.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open('/?gallery=1', (page) =>
      page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
        await held;
        await route.continue();
      }),
    );
    const loading = page.getByRole('status');
    await loading.waitFor();
    expect(await loading.textContent()).toBe('Loading…');
    expect(await loading.isVisible()).toBe(true);

    release();
    await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.boot').count()).toBe(0);
    await page.close();
  });

  it("shows the profile modal's flow in its pane, not an empty dialog", async () => {
    const page = await open('/?gallery=1&only=profile-modal');
    for (const theme of ['light', 'dark']) {
      const pane = page.locator(`.gallery-pane[data-state="profile-modal"][data-theme="${theme}"]`);
      await expect.poll(() => pane.getAttribute('data-ready'), { timeout: 30_000 }).toBe('yes');
      const dialog = pane.getByRole('dialog', { name: 'Change name' });
      // The update-name flow's screen: its field and its Save, inside the dialog.
      expect(await dialog.getByLabel(/^Name/).isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
    }
    await page.close();
  });
});
