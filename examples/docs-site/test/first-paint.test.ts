import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations, launchChromium } from '@gatehouse/e2e-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDocs } from '../scripts/serve.mjs';
import {
  docsShown,
  type GatedSite,
  refuseBuiltProvider,
  SIGN_IN_PATH,
  signInAsAdmin,
  startGatedSite,
} from './gate';
import { requireBuild } from './site';

// Issue 28's "Speed": behind the server gate, which has verified the session before it serves
// a page, a signed-in page shows at first paint; without the gate it stays hidden until the
// theme knows the session. "First paint" here is the page before any of Docusaurus's bundles
// has run: they are held back, so what shows is the served HTML, its CSS and the head scripts.

const PAGE = '/data-connections/database/snowflake';
/** The first-paint screens, for looking at (not compared). */
const SHOTS = fileURLToPath(new URL('../../../.screenshots/docs-site/', import.meta.url));

let gated: GatedSite;
let plain: { url: string; close(): Promise<void> };
let browser: Browser;
/** The demo admin, signed in once through the sign-in page: the DS cookie and the tokens. */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  const root = requireBuild();
  gated = await startGatedSite(root);
  plain = await serveDocs({ root });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await refuseBuiltProvider(context);
  const page = await context.newPage();
  await page.goto(`${gated.gate.url}/quick-start`);
  await signInAsAdmin(page);
  await docsShown(page);
  signedIn = await context.storageState();
  await context.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await gated?.stop();
});

async function newContext(
  options: { width?: number; colorScheme?: 'light' | 'dark'; tokens?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    // Without the tokens: the DS cookie alone, as after signing out in another tab.
    storageState: options.tokens === false ? { cookies: signedIn.cookies, origins: [] } : signedIn,
  });
  await refuseBuiltProvider(context);
  return context;
}

/** Hold every request for the docs' scripts until `release()`: React cannot start before. */
async function holdBundles(context: BrowserContext): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await context.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** Console errors and uncaught errors (React's #418, a hydration mismatch, is one of them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Snowflake' });
const loading = (page: Page) => page.locator('.gatehouse-gate__loading');
const notHydrated = (page: Page) =>
  page.locator('html[data-has-hydrated="false"]').waitFor({ state: 'attached' });
const hydrated = (page: Page) =>
  page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });

describe('first paint, in Chromium', () => {
  it('shows a page the gate served before any bundle runs, then hydrates it with no error', async () => {
    const context = await newContext();
    const bundles = await holdBundles(context);
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${gated.gate.url}${PAGE}`, { waitUntil: 'commit' });
    await heading(page).waitFor({ state: 'visible' });
    await notHydrated(page);
    expect(await page.locator('html[data-gatehouse-served]').count()).toBe(1);
    expect(await loading(page).isVisible()).toBe(false);
    expect(await page.locator('article').isVisible()).toBe(true);

    bundles.release();
    await hydrated(page);
    await docsShown(page);
    await page.locator('nav.navbar').getByText('admin@acme.test').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await heading(page).isVisible()).toBe(true);
    expect(await loading(page).count()).toBe(0);
    // A full load with nothing held, and a reload: hydration still matches the HTML.
    await page.goto(`${gated.gate.url}/quick-start`);
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the page hidden behind Loading without the server gate until the session is known', async () => {
    const context = await newContext();
    const bundles = await holdBundles(context);
    const page = await context.newPage();
    await page.goto(`${plain.url}${PAGE}`, { waitUntil: 'commit' });
    await loading(page).waitFor({ state: 'visible' });
    await notHydrated(page);
    expect(await page.locator('html[data-gatehouse-served]').count()).toBe(0);
    // In the HTML (the search index reads it there), not on screen.
    const hiddenHeading = page.locator('article h1', { hasText: 'Snowflake' });
    expect(await hiddenHeading.count()).toBe(1);
    expect(await hiddenHeading.isVisible()).toBe(false);
    bundles.release();
    await hydrated(page);
    await context.close();
  });

  it("goes to the gate's sign-in page when the cookie was valid but the stored session is gone", async () => {
    const context = await newContext({ tokens: false });
    const page = await context.newPage();
    await page.goto(`${gated.gate.url}${PAGE}`);
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    expect(new URL(page.url()).searchParams.get('return')).toBe(PAGE);
    await context.close();
  });

  // Screens to look at: the page as first painted through the gate, narrow and wide, light and dark.
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      it(`paints the served page first at ${width} px in ${colorScheme} mode`, async () => {
        const context = await newContext({ width, colorScheme });
        const bundles = await holdBundles(context);
        const page = await context.newPage();
        await page.goto(`${gated.gate.url}${PAGE}`, { waitUntil: 'commit' });
        await heading(page).waitFor({ state: 'visible' });
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}first-paint-${width}-${colorScheme}.png` });
        expect(await loading(page).isVisible()).toBe(false);
        bundles.release();
        await context.close();
      });
    }
  }
});
