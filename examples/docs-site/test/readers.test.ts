import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, launchChromium } from '@gatehouse/e2e-kit';
import { DEMO_ADMIN, DEMO_READER } from '@gatehouse/emulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docsShown,
  type GatedSite,
  refuseBuiltProvider,
  SIGN_IN_PATH,
  signInAs,
  startGatedSite,
} from './gate';
import { blockTexts, builtFiles, requireBuild } from './site';

// Issue 28 in Chromium, on the real build through the real gate and emulator: a public page
// without a session; the Acme reader (a Viewer) and the Acme admin (a Tenant Admin) each get
// their own sidebar, search results and answer for an Administration page. What the gate
// serves each of them (the version chunk, the search index) is cut down by the gate itself.

type Account = { loginId: string; password: string };

let site: GatedSite;
let browser: Browser;

beforeAll(async () => {
  site = await startGatedSite(requireBuild());
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface Watched {
  page: Page;
  /** Uncaught errors and console errors (a hydration mismatch is logged as one). */
  errors: string[];
}

async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  await refuseBuiltProvider(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Signed in as `account` (through a page that needs a session), then at `path`. */
async function signedIn(account: Account, path: string): Promise<Watched> {
  const watched = await newPage();
  await watched.page.goto(`${site.gate.url}/quick-start`);
  await signInAs(watched.page, account);
  await docsShown(watched.page);
  await watched.page.goto(`${site.gate.url}${path}`);
  await hydrated(watched.page);
  return watched;
}

const hydrated = (page: Page) =>
  page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });

const sidebarLabels = (page: Page) =>
  page.locator('nav[aria-label="Docs sidebar"] .menu__link').allInnerTexts();

/** The /search page's results for `query`: their titles, or [] once it says No results. */
async function searchTitles(page: Page, query: string): Promise<string[]> {
  await page.goto(`${site.gate.url}/search?q=${encodeURIComponent(query)}`);
  await hydrated(page);
  const results = page.locator('#__docusaurus_skipToContent_fallback article h2');
  const none = page.getByText('No results', { exact: true });
  await results.first().or(none).waitFor();
  return results.allInnerTexts();
}

describe('docs for each reader, in Chromium', () => {
  it.each(['light', 'dark'] as const)(
    'shows a public page without a session, with Sign in in the navbar (%s)',
    async (colorScheme) => {
      const { page, errors } = await newPage(colorScheme);
      await page.goto(`${site.gate.url}/security`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
      expect(new URL(page.url()).pathname).toBe('/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      // A signed-out reader's sidebar names public pages only.
      const labels = await sidebarLabels(page);
      expect(labels).toContain('Security');
      expect(labels).not.toContain('Administration');
      expect(labels).not.toContain('Quick start');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('sends Sign in on a public page through the sign-in page and back to it', async () => {
    const { page } = await newPage();
    await page.goto(`${site.gate.url}/security`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await signInAs(page, DEMO_READER);
    await page.waitForURL((url) => url.pathname === '/security');
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.context().close();
  });

  it('gives the reader a sidebar and search without the Administration pages', async () => {
    const { page, errors } = await signedIn(DEMO_READER, '/');
    const labels = await sidebarLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['Introduction', 'Getting Started']));
    expect(labels).not.toContain('Administration');
    expect(await searchTitles(page, 'SCIM')).toEqual([]);
    // Pages the reader may open are still found.
    expect((await searchTitles(page, 'snowflake')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives the admin the Administration pages in the sidebar and in search', async () => {
    const { page, errors } = await signedIn(DEMO_ADMIN, '/');
    expect(await sidebarLabels(page)).toContain('Administration');
    const found = await searchTitles(page, 'SCIM');
    expect(found).toContain('Single sign-on and SCIM provisioning');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers the 403 page for an admin page to the reader, and the page to the admin', async () => {
    const reader = await signedIn(DEMO_READER, '/quick-start');
    const refused = await reader.page.goto(`${site.gate.url}/administration/sso-scim`);
    expect(refused?.status()).toBe(403);
    await reader.page
      .getByRole('heading', { level: 1, name: 'This page is not open to your account' })
      .waitFor();
    expect(await reader.page.content()).not.toContain('Single sign-on and SCIM provisioning');
    await reader.page.context().close();

    const admin = await signedIn(DEMO_ADMIN, '/administration/sso-scim');
    await admin.page
      .getByRole('heading', { level: 1, name: 'Single sign-on and SCIM provisioning' })
      .waitFor();
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
  });

  it('greets each reader by their own name on /your-account', async () => {
    for (const [account, greeting] of [
      [DEMO_READER, 'Hello, Acme Reader.'],
      [DEMO_ADMIN, 'Hello, Acme Admin.'],
    ] as const) {
      const { page, errors } = await signedIn(account, '/your-account');
      const article = page.locator('article');
      await article.getByText(greeting).waitFor();
      expect(await article.textContent()).toContain(account.loginId);
      expect(await article.textContent()).toContain('Acme Corp');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps client navigation working on the cut-down sidebar', async () => {
    const { page, errors } = await signedIn(DEMO_READER, '/quick-start');
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'Use Cases' })
      .click();
    await page.getByRole('link', { name: 'Customer success', exact: true }).first().click();
    await page.waitForURL(/\/usecases\/customer-success$/);
    await page.locator('article h1', { hasText: 'Customer success' }).waitFor();
    expect(await sidebarLabels(page)).not.toContain('Administration');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  describe('a <ForAudience> block for Tenant Admins on /getting-started/rbac', () => {
    const [block] = blockTexts();
    const [heading = '', sentence = ''] = block?.phrases ?? [];
    const root = requireBuild();
    /** The block's own chunk: the one built script that holds its text. */
    const chunk = builtFiles(root).find(
      (file) => file.endsWith('.js') && readFileSync(join(root, file), 'utf8').includes(sentence),
    );

    /**
     * The rbac page as `account`, signed in, hydrated and with nothing more loading: the paths
     * the browser fetched meanwhile, and the HTML the gate served for the page.
     */
    async function rbacAs(account: Account) {
      const fetched: string[] = [];
      const watched = await newPage();
      watched.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await watched.page.goto(`${site.gate.url}/quick-start`);
      await signInAs(watched.page, account);
      await docsShown(watched.page);
      const served = await watched.page.goto(`${site.gate.url}/getting-started/rbac`);
      await hydrated(watched.page);
      await watched.page.getByRole('button', { name: 'Sign out' }).first().waitFor();
      await watched.page.waitForLoadState('networkidle');
      return { ...watched, fetched, html: (await served?.text()) ?? '' };
    }

    it('shows the block to the admin, from its own chunk', async () => {
      expect(chunk).toBeDefined();
      const { page, errors, fetched, html } = await rbacAs(DEMO_ADMIN);
      // The served HTML is the same for every reader of the page: the block is not in it.
      expect(html).not.toContain(sentence);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.getByText(sentence, { exact: false }).waitFor();
      expect(fetched).toContain(`/${chunk}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('never sends the block to the reader: not shown, not fetched, and refused when asked for', async () => {
      const { page, errors, fetched } = await rbacAs(DEMO_READER);
      await page.getByRole('heading', { level: 1, name: 'Roles and permissions' }).waitFor();
      // The page around the block is all there, the block is not.
      await page
        .getByRole('heading', { level: 2, name: 'Limit members to their accounts' })
        .waitFor();
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
      expect(await page.content()).not.toContain(sentence);
      expect(fetched.filter((path) => path === `/${chunk}`)).toEqual([]);
      // Asked for directly with the reader's session, the gate refuses it, with no content.
      const direct = await page.request.get(`${site.gate.url}/${chunk}`);
      expect(direct.status()).toBe(403);
      expect(await direct.text()).not.toContain(sentence);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
