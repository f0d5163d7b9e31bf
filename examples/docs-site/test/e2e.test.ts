import { axeViolations, launchChromium } from '@gatehouse/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDocs } from '../scripts/serve.mjs';
import { requireBuild } from './site';

let server: { url: string; close(): Promise<unknown> };
let browser: Browser;

beforeAll(async () => {
  server = await serveDocs({ root: requireBuild() });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** React has taken over the server-rendered page (shortcuts and toggles work from here). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

describe('the docs site in Chromium', () => {
  it('finds a connector with ctrl+K within 12 results and highlights it on the page', async () => {
    const page = await open('/');
    await hydrated(page);
    const input = page.locator('input.navbar__search-input');
    await page.keyboard.press('Control+k');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // A word on far more than 12 pages: the dropdown stops at 12 results.
    await page.keyboard.type('account');
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBe(12);
    await input.fill('snowflake');
    const hit = options.filter({ has: page.locator('mark', { hasText: /^Snowflake$/ }) }).first();
    await hit.waitFor();
    expect(await options.count()).toBeLessThanOrEqual(12);
    await hit.click();
    await page.waitForURL(/\/data-connections\/database\/snowflake\?_highlight=snowflake$/);
    const marks = page.locator('article .markdown mark');
    await marks.first().waitFor();
    expect((await marks.first().textContent())?.toLowerCase()).toBe('snowflake');
    await page.context().close();
  });

  it('lists results on /search and says No results for a query with no hits', async () => {
    // The search plugin's page has no <main>: its results are articles in the layout's main wrapper.
    const page = await open('/search?q=zendesk');
    const results = page.locator('#__docusaurus_skipToContent_fallback article');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.first().locator('a').getAttribute('href')).toMatch(
      /^\/data-connections\/apps\/zendesk\?_highlight=zendesk/,
    );
    expect(await page.getByText('No results').count()).toBe(0);
    await page.goto(`${server.url}/search?q=qwxzzyv`);
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await results.count()).toBe(0);
    await page.context().close();
  });

  it('renders a mermaid diagram as SVG', async () => {
    const page = await open('/renewal-management/');
    await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
    await page.context().close();
  });

  it('zooms an image and closes it with Escape', async () => {
    const page = await open('/quick-start');
    // The zoom plugin attaches to the page's images a moment after each route change.
    const image = page.locator('.markdown img.medium-zoom-image').first();
    await image.waitFor();
    await image.scrollIntoViewIfNeeded();
    // medium-zoom ignores Escape while its opening animation runs: wait for its opened event.
    const zoomed = image.evaluate(
      (img) =>
        new Promise((done) => img.addEventListener('medium-zoom:opened', done, { once: true })),
    );
    await image.click();
    await zoomed;
    const opened = page.locator('.medium-zoom-image--opened');
    expect(await opened.count()).toBe(1);
    expect(await page.locator('body.medium-zoom--opened').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('body.medium-zoom--opened').count()).toBe(0);
    await expect.poll(() => opened.count(), { timeout: 5_000 }).toBe(0);
    await expect
      .poll(() => page.locator('.medium-zoom-overlay').count(), {
        timeout: 5_000,
      })
      .toBe(0);
    await page.context().close();
  });

  it('opens the sidebar from the hamburger at 400 px and closes it on back', async () => {
    const page = await open('/quick-start', { width: 400 });
    await hydrated(page);
    const hamburger = page.getByRole('button', {
      name: 'Toggle navigation bar',
    });
    const shown = () => page.locator('.navbar-sidebar--show').count();
    await hamburger.click();
    await expect.poll(shown).toBe(1);
    // A link in the docs sidebar moves to another page in the app and closes the sidebar.
    await page
      .locator('.navbar-sidebar .menu__link:visible', {
        hasText: /^Prerequisites$/,
      })
      .first()
      .click();
    await page.waitForURL(/\/pre-requisite$/);
    await expect.poll(shown).toBe(0);
    // Open again: back closes the sidebar instead of leaving the page.
    await hamburger.click();
    await expect.poll(shown).toBe(1);
    await page.goBack();
    await expect.poll(shown).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/pre-requisite');
    await page.context().close();
  });

  it("sends a page event per route change with only the reader's email domain", async () => {
    const events: Array<Record<string, unknown>> = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('console', async (message) => {
      if (message.type() !== 'info' || !message.text().startsWith('[analytics]')) return;
      events.push((await message.args()[1]?.jsonValue()) as Record<string, unknown>);
    });
    await page.goto(`${server.url}/quick-start`);
    await hydrated(page);
    await expect.poll(() => events.length).toBe(1);
    // The gate says who reads; the module keeps the domain only.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('gatehouse:reader', { detail: 'Ada@Acme.test' })),
    );
    await page
      .locator('nav.menu .menu__link', { hasText: /^Prerequisites$/ })
      .first()
      .click();
    await page.waitForURL(/\/pre-requisite$/);
    await expect.poll(() => events.length).toBe(2);
    expect(events).toMatchObject([
      { type: 'page', path: '/quick-start', domain: null },
      { type: 'page', path: '/pre-requisite', domain: 'acme.test' },
    ]);
    expect(String(events[1]?.title)).toMatch(/Prerequisites/);
    expect(JSON.stringify(events).toLowerCase()).not.toContain('ada@');
    await context.close();
  });

  it('keeps the chosen colour mode across a reload', async () => {
    const page = await open('/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    // The toggle cycles through system, light and dark; it is enabled once the page hydrates.
    const toggle = page.getByRole('button', {
      name: /Switch between dark and light mode/,
    });
    for (
      let i = 0;
      i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark';
      i++
    ) {
      await toggle.click();
    }
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const page = await open('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.context().close();
  });

  it('reaches /quick-start from /quick-start.html and /quick-start/index.html', async () => {
    for (const path of ['/quick-start.html', '/quick-start/index.html']) {
      const page = await open(path);
      expect(new URL(page.url()).pathname).toBe('/quick-start');
      await page.getByRole('heading', { level: 1, name: 'Quick start' }).waitFor();
      await page.context().close();
    }
  });

  it.each(['/', '/data-connections/database/postgres', '/category/dashboard--insights'])(
    'has no axe violations on %s',
    async (path) => {
      const page = await open(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
