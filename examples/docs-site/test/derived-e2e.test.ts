import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DerivedKind, derive, type MayOpen } from '@gatehouse/docs-gate/server';
import { launchChromium } from '@gatehouse/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docsShown,
  type GatedSite,
  refuseBuiltProvider,
  signInAsAdmin,
  startGatedSite,
} from './gate';
import { requireBuild } from './site';

// The real client running on derived files: a copy of the build whose version chunk, search
// index and sitemap are the variants of a class that may open everything but the audiences
// section, served through the gate, signed in. It shows that the client takes the cut-down
// chunk and index as its own (the gate will serve them per class in place of the originals).
const closed = /^\/(audiences|category\/audiences)(\/|$)/;
const mayOpen: MayOpen = (route) => !closed.test(route);

let dir: string;
let site: GatedSite;
let browser: Browser;

/** The build copied, each derived file replaced by its variant for `mayOpen`. */
function derivedCopy(): string {
  const root = requireBuild();
  const copy = mkdtempSync(join(tmpdir(), 'docs-derived-'));
  cpSync(root, copy, { recursive: true });
  const chunk = readdirSync(join(copy, 'assets/js')).find((name) =>
    readFileSync(join(copy, 'assets/js', name), 'utf8').includes('"docsSidebars":'),
  );
  const files: [DerivedKind, string][] = [
    ['version-metadata', `assets/js/${chunk}`],
    ['search-index', 'search-index.json'],
    ['sitemap', 'sitemap.xml'],
  ];
  for (const [kind, file] of files) {
    writeFileSync(join(copy, file), derive(kind, readFileSync(join(copy, file)), mayOpen));
  }
  return copy;
}

beforeAll(async () => {
  dir = derivedCopy();
  site = await startGatedSite(dir);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signedInPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await refuseBuiltProvider(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.gate.url}${path}`);
  await signInAsAdmin(page);
  await docsShown(page);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return { page, errors };
}

const sidebarLabels = (page: Page) =>
  page.locator('nav[aria-label="Docs sidebar"] .menu__link').allInnerTexts();

describe('the docs client on derived files, in Chromium', () => {
  it('renders the sidebar of the variant and keeps working across client navigations', async () => {
    const { page, errors } = await signedInPage('/quick-start');
    // The server-rendered HTML still lists every section; the client renders the chunk's.
    await expect.poll(() => sidebarLabels(page)).not.toContain('Audiences');
    const labels = await sidebarLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining(['Introduction', 'Getting Started', 'Integrations']),
    );
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Use Cases' })
      .click();
    await page.getByRole('link', { name: 'Customer success', exact: true }).first().click();
    await page.waitForURL(/\/usecases\/customer-success$/);
    await page.locator('article h1', { hasText: 'Customer success' }).waitFor();
    expect(await sidebarLabels(page)).not.toContain('Audiences');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches the variant index: open pages are found, closed ones are not', async () => {
    const { page, errors } = await signedInPage('/search?q=snowflake');
    const results = page.locator('#__docusaurus_skipToContent_fallback article');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    await page.goto(`${site.gate.url}/search?q=industry`);
    await docsShown(page);
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await results.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
