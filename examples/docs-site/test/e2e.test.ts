import { readdirSync } from 'node:fs';
import { axeViolations, launchChromium } from '@gatehouse/e2e-kit';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { diagramOf, labelsOf } from './diagrams';
import {
  BUILT_BASE_URL,
  countSignInVisits,
  docsShown,
  type GatedSite,
  noDocContent,
  refuseBuiltProvider,
  SIGN_IN_PATH,
  signInAsAdmin,
  signInPageShown,
  startGatedSite,
} from './gate';
import { readManifest, requireBuild } from './site';

// The built site through the server gate, against a real emulator (spec 001 §4 and issue 12).
let site: GatedSite;
let url: string;
let browser: Browser;
/** The demo admin, signed in once through the sign-in page: the DS cookie and the tokens. */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A browser context in which the provider the site was built for does not answer: its pages
 * reach the test's emulator only through the gate's configuration. Signed in unless asked.
 */
async function newContext(
  options: { width?: number; signedIn?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    storageState: options.signedIn === false ? undefined : signedIn,
    colorScheme: options.colorScheme ?? 'light',
  });
  await refuseBuiltProvider(context);
  return context;
}

beforeAll(async () => {
  site = await startGatedSite(requireBuild());
  url = site.gate.url;
  browser = await launchChromium();
  const context = await newContext({ signedIn: false });
  const page = await context.newPage();
  await page.goto(`${url}/quick-start`);
  await signInAsAdmin(page);
  await docsShown(page);
  signedIn = await context.storageState();
  await context.close();
}, 120_000);
afterEach(async () => {
  await site?.resetClocks();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A signed-in page at `path`, once the gate shows the docs. */
async function open(
  path: string,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await newContext(options);
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  await docsShown(page);
  return page;
}

/** The DS cookie of the signed-in state, for requests from Node. */
function sessionCookie(): string {
  const cookie = signedIn.cookies.find((c) => c.name === 'DS');
  if (!cookie) throw new Error('no DS cookie in the signed-in state');
  return `DS=${cookie.value}`;
}

/** React has taken over the server-rendered page (shortcuts and toggles work from here). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Console errors, page errors and refused requests (401) from now on. The not-found page's own
 * 404 is what it should answer, and Chromium reports it as a console error: that one is left out.
 */
function recordProblems(page: Page): { list: string[] } {
  const list: string[] = [];
  const notFoundDocument = (message: ConsoleMessage) =>
    /status of 404/.test(message.text()) && message.location().url === page.url();
  page.on('console', (message) => {
    if (message.type() === 'error' && !notFoundDocument(message)) {
      list.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() === 401) list.push(`401: ${response.url()}`);
  });
  return { list };
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
    // The page's place in the sidebar, not a navbar item.
    expect(await hit.innerText()).toMatch(/^Snowflake\s+Integrations › Databases$/);
    await hit.click();
    await page.waitForURL(/\/data-connections\/database\/snowflake\?_highlight=snowflake$/);
    const marks = page.locator('article .markdown mark');
    await marks.first().waitFor();
    expect((await marks.first().textContent())?.toLowerCase()).toBe('snowflake');
    await page.context().close();
  });

  it('lists results on /search and says No results for a query with no hits', async () => {
    // The site's own /search page (src/theme/SearchPage): its hits are articles in its <main>.
    const page = await open('/search?q=zendesk');
    const results = page.locator('#__docusaurus_skipToContent_fallback article');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.first().locator('a').getAttribute('href')).toMatch(
      /^\/data-connections\/apps\/zendesk\?_highlight=zendesk/,
    );
    expect(await page.getByText('No results').count()).toBe(0);
    await page.goto(`${url}/search?q=qwxzzyv`);
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await results.count()).toBe(0);
    await page.context().close();
  });

  it("lists each hit once on /search, under the page's place in the sidebar", async () => {
    const page = await open('/search?q=snowflake');
    const results = page.locator('#__docusaurus_skipToContent_fallback article');
    await results.first().waitFor();
    const hits = await results.evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h2')?.textContent ?? '',
        href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
        path: article.querySelector('p')?.textContent ?? '',
      })),
    );
    // A page found by its title and by its first paragraph is one hit, not two.
    const targets = hits.map((hit) => hit.href);
    expect(targets).toEqual([...new Set(targets)]);
    const snowflake = hits.filter((hit) => hit.title === 'Snowflake');
    expect(snowflake).toHaveLength(1);
    expect(snowflake[0]?.href).toBe('/data-connections/database/snowflake?_highlight=snowflake');
    expect(snowflake[0]?.path).toBe('Integrations › Databases');
    // A section's hit names its page after the page's place.
    expect(hits).toContainEqual({
      title: 'What Pulse reads',
      href: '/data-connections/database/snowflake?_highlight=snowflake#what-pulse-reads',
      path: 'Integrations › Databases › Snowflake',
    });
    expect(hits.some((hit) => hit.path.startsWith('Quick start'))).toBe(false);
    // The count above the list counts what the list shows.
    await page.getByText(`${hits.length} documents found`, { exact: true }).waitFor();
    await page.context().close();
  });

  it('marks only the page the reader is on in the navbar', async () => {
    const current = (page: Page) =>
      page
        .locator('nav.navbar a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.textContent));
    const page = await open('/data-connections/database/snowflake');
    await hydrated(page);
    expect(await current(page)).toEqual([]);
    await page.goto(`${url}/security`);
    await docsShown(page);
    await hydrated(page);
    expect(await current(page)).toEqual(['Security']);
    await page.context().close();
  });

  it('renders a mermaid diagram as SVG, with every label of its source', async () => {
    const page = await open('/renewal-management/');
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await diagram.waitFor();
    const source = diagramOf('/renewal-management/');
    const labels = labelsOf(source);
    expect(labels).toContain('Rescue plan and tasks');
    // Each node and edge label of the page's source, drawn: a diagram that failed to render
    // is an SVG too (mermaid's error picture), without them.
    const drawn = await diagram.locator('.nodeLabel, .edgeLabel').allTextContents();
    for (const label of labels) expect(drawn.map((text) => text.trim())).toContain(label);
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
    // history blocks that back by going forward again once it has happened: the URL comes back
    // a moment after the sidebar closes.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pre-requisite');
    await page.context().close();
  });

  it("sends a page event per route change with only the reader's email domain", async () => {
    const events: Array<Record<string, unknown>> = [];
    const context = await newContext();
    // What the gate tells the page about its reader.
    await context.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { __readers: seen });
      window.addEventListener('gatehouse:reader', (event) =>
        seen.push((event as CustomEvent).detail),
      );
    });
    const page = await context.newPage();
    page.on('console', async (message) => {
      if (message.type() !== 'info' || !message.text().startsWith('[analytics]')) return;
      events.push((await message.args()[1]?.jsonValue()) as Record<string, unknown>);
    });
    await page.goto(`${url}/quick-start`);
    await docsShown(page);
    await hydrated(page);
    await expect.poll(() => events.length).toBe(1);
    // The gate says who reads, once the signed-in user is known; the module keeps the domain only.
    const readers = () =>
      page.evaluate(() => (window as unknown as { __readers: unknown[] }).__readers);
    await expect.poll(readers).toEqual(['admin@acme.test']);
    await page
      .locator('nav.menu .menu__link', { hasText: /^Prerequisites$/ })
      .first()
      .click();
    await page.waitForURL(/\/pre-requisite$/);
    await expect.poll(() => events.length).toBe(2);
    // The first page event may leave before the user is known (the gate's event follows /me).
    expect([null, 'acme.test']).toContain(events[0]?.domain);
    expect(events).toMatchObject([
      { type: 'page', path: '/quick-start' },
      { type: 'page', path: '/pre-requisite', domain: 'acme.test' },
    ]);
    expect(String(events[1]?.title)).toMatch(/Prerequisites/);
    expect(JSON.stringify(events).toLowerCase()).not.toContain('admin@');
    expect(JSON.stringify(events).toLowerCase()).not.toContain('@acme');
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
    const response = await fetch(`${url}/no/such/page`, { headers: { cookie: sessionCookie() } });
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

  // Every kind of page, light and dark: the colours differ between the two (a navbar once
  // failed contrast only in dark mode, where no axe run looked).
  const pageKinds: Array<[kind: string, path: string, ready: (page: Page) => Promise<void>]> = [
    ['the home page', '/', async () => {}],
    ['a doc page', '/data-connections/database/postgres', async () => {}],
    [
      'a doc page with a diagram',
      '/renewal-management/',
      async (page) => {
        await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
      },
    ],
    ['a category page', '/category/dashboard--insights', async () => {}],
    [
      '/search with results',
      '/search?q=zendesk',
      async (page) => {
        await page.locator('#__docusaurus_skipToContent_fallback article').first().waitFor();
      },
    ],
    [
      'the not-found page',
      '/no/such/page',
      async (page) => {
        await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      },
    ],
  ];
  describe.each(['light', 'dark'] as const)('in %s mode', (colorScheme) => {
    it.each(pageKinds)('has no axe violations on %s (%s)', async (_kind, path, ready) => {
      const page = await open(path, { colorScheme });
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
});

describe('the docs gate in Chromium', () => {
  it('sends a signed-out deep link to the sign-in flow, and signing in lands on that page', async () => {
    const context = await newContext({ signedIn: false });
    const page = await context.newPage();
    const visits = countSignInVisits(page);
    await page.goto(`${url}/data-connections/database/snowflake`);
    await signInPageShown(page);
    expect(new URL(page.url()).searchParams.get('return')).toBe(
      '/data-connections/database/snowflake',
    );
    await noDocContent(page);
    await signInAsAdmin(page);
    expect(new URL(page.url()).pathname).toBe('/data-connections/database/snowflake');
    await docsShown(page);
    await page.getByRole('heading', { level: 1, name: 'Snowflake' }).waitFor();
    expect(visits()).toBe(1);

    // Search works for the reader just signed in.
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zendesk');
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Client-side navigation: the app moves to another page without loading a document.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page
      .locator('nav.menu .menu__link', { hasText: /^Postgres$/ })
      .first()
      .click();
    await page.waitForURL(/\/data-connections\/database\/postgres$/);
    await page.getByRole('heading', { level: 1, name: 'PostgreSQL' }).waitFor();
    expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
    expect(visits()).toBe(1);
    await context.close();
  });

  it('loads every kind of page after sign-in with no console error or page error', async () => {
    const context = await newContext({ signedIn: false });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${url}/quick-start`);
    await signInAsAdmin(page);
    await docsShown(page);
    await hydrated(page);
    // Full loads with a live session: the static HTML, then React hydrating it.
    for (const path of [
      '/quick-start',
      '/category/dashboard--insights',
      '/search?q=zendesk',
      '/no/such/page',
    ]) {
      await page.goto(`${url}${path}`);
      await docsShown(page);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    await page.reload();
    await docsShown(page);
    await hydrated(page);
    await page.locator('nav.navbar').getByText('admin@acme.test').waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it("calls the gate's provider, not the one the site was built for, signing in and after", async () => {
    // The site was built for the demo emulator's port; this gate runs another emulator.
    expect(site.emulator.url).not.toBe(BUILT_BASE_URL);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const refused = await refuseBuiltProvider(context);
    const page = await context.newPage();
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${site.emulator.url}/v1/`)) providerCalls.push(request.url());
    });
    await page.goto(`${url}/quick-start`);
    await signInAsAdmin(page);
    await docsShown(page);
    // The docs' own session (not the sign-in page's) resumed against the gate's provider.
    await page.reload();
    await docsShown(page);
    await page.locator('nav.navbar').getByText('admin@acme.test').waitFor();
    expect(refused).toEqual([]);
    expect(providerCalls.some((call) => call.includes('/v1/auth/me'))).toBe(true);
    await context.close();
  });

  it('shows no docs after the session is cleared and the page reloads', async () => {
    const page = await open('/quick-start');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signInPageShown(page);
    expect(new URL(page.url()).searchParams.get('return')).toBe('/quick-start');
    await noDocContent(page);
    await page.context().close();
  });

  it('signs out from the navbar to the sign-in page, with no error and no refused file', async () => {
    // A session of its own: signing out revokes its refresh token.
    const context = await newContext({ signedIn: false });
    const page = await context.newPage();
    await page.goto(`${url}/quick-start`);
    await signInAsAdmin(page);
    await docsShown(page);
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    await navbar.getByText('admin@acme.test').waitFor();
    const problems = recordProblems(page);
    await navbar.getByRole('button', { name: 'Sign out' }).click();
    // Behind the gate the reader signs in again on its sign-in page, and comes back here.
    await signInPageShown(page);
    expect(new URL(page.url()).searchParams.get('return')).toBe('/quick-start');
    await page.waitForLoadState('networkidle');
    await noDocContent(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'DS')).toBe(false);
    // Nothing asked the gate for a docs file once the cookie was gone.
    expect(problems.list).toEqual([]);
    await page.reload();
    await signInPageShown(page);
    await noDocContent(page);
    await context.close();
  });

  it('sends the reader through sign-in and back when the session expires, without a loop', async () => {
    // A session of its own: the refresh below rotates its refresh token.
    const context = await newContext({ signedIn: false });
    const page = await context.newPage();
    await page.goto(`${url}/quick-start`);
    await signInAsAdmin(page);
    await docsShown(page);
    const visits = countSignInVisits(page);
    // Past the demo session's 600 s: the gate refuses the DS cookie, the emulator refreshes
    // from its own clock, so the new session is valid at the gate's time.
    await site.advanceClocks(700_000);

    // A client-side navigation whose chunks the browser does not hold: the gate refuses them
    // (401), Docusaurus reloads the new URL, the gate sends it to the sign-in page, which
    // refreshes from the stored refresh token and goes back.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page
      .locator('nav.menu .menu__link', { hasText: /^Prerequisites$/ })
      .first()
      .click();
    await page.waitForURL(/\/pre-requisite$/);
    await docsShown(page);
    await page.getByRole('heading', { level: 1, name: 'Prerequisites' }).waitFor();
    expect(visits()).toBeGreaterThanOrEqual(1);
    expect(visits()).toBeLessThanOrEqual(2);

    // A reload once that session has expired too, on another page: the sign-in page's loop
    // guard would rightly stop a second automatic return to the same path within 10 s.
    await page
      .locator('nav.menu .menu__link', { hasText: /^Quick start$/ })
      .first()
      .click();
    await page.waitForURL(/\/quick-start$/);
    await page.getByRole('heading', { level: 1, name: 'Quick start' }).waitFor();
    const before = visits();
    await site.advanceClocks(700_000);
    await page.reload();
    await page.waitForURL(/\/quick-start$/);
    await docsShown(page);
    await page.getByRole('heading', { level: 1, name: 'Quick start' }).waitFor();
    expect(visits() - before).toBeGreaterThanOrEqual(1);
    expect(visits() - before).toBeLessThanOrEqual(2);
    await context.close();
  });

  describe.each(['light', 'dark'] as const)('the greeting page in %s mode', (colorScheme) => {
    it('shows the demo admin their own name and tenant, which the served HTML never holds', async () => {
      const page = await open('/your-account', { colorScheme });
      const article = page.locator('article');
      await article.getByText('Hello, Acme Admin.').waitFor();
      expect((await article.textContent())?.replace(/\s+/g, ' ')).toContain(
        'You are signed in to the Pulse docs as admin@acme.test, reading them for the Acme Corp workspace.',
      );
      expect(await article.locator('.gatehouse-reader--pending').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
      // The same file goes to every reader: placeholders, no one's details.
      const served = await fetch(`${url}/your-account`, { headers: { cookie: sessionCookie() } });
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html.match(/class="gatehouse-reader gatehouse-reader--pending"/g)).toHaveLength(3);
      for (const detail of ['Acme Admin', 'admin@acme.test', 'Acme Corp']) {
        expect(html).not.toContain(detail);
      }
    });
  });

  it.each(['light', 'dark'] as const)(
    'has no axe violations on the sign-in page in %s mode',
    async (colorScheme) => {
      const context = await newContext({ signedIn: false, colorScheme });
      const page = await context.newPage();
      await page.goto(`${url}/quick-start`);
      await signInPageShown(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe('the docs gate from Node, without a session', () => {
  it("redirects a page, refuses a signed-in page's chunk, and gives the search index of public pages only", async () => {
    const build = requireBuild();
    const manifest = readManifest(build);
    // The content chunk of a page for signed-in readers (the manifest names its audience).
    const chunk = Object.entries(manifest.files).find(
      ([file, access]) =>
        file.startsWith('assets/js/') &&
        'audiences' in access &&
        access.audiences.join() === 'signed-in',
    )?.[0];
    const index = readdirSync(build).find((name) => /^search-index.*\.json$/.test(name));
    expect(chunk).toBeDefined();
    expect(index).toBeDefined();

    const page = await fetch(`${url}/quick-start`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`${SIGN_IN_PATH}?return=%2Fquick-start`);
    const refused = await fetch(`${url}/${chunk}`, { redirect: 'manual' });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('');

    // The search index is cut down per reader class: signed out, only the public pages'.
    const pagesOf = async (response: Response) => {
      const indexes = (await response.json()) as { documents: { u: string }[] }[];
      return new Set(indexes.flatMap((entry) => entry.documents.map((doc) => doc.u)));
    };
    const publicPages = await pagesOf(await fetch(`${url}/${index}`));
    const publicRoutes = Object.entries(manifest.routes)
      .filter(([, audience]) => audience === 'public')
      .map(([route]) => route);
    expect([...publicPages].length).toBeGreaterThan(0);
    for (const doc of publicPages)
      expect(publicRoutes, doc).toContain(doc.replace(/\/$/, '') || '/');
    // With the signed-in cookie, every signed-in page is in it too.
    const signedIn = await pagesOf(
      await fetch(`${url}/${index}`, { headers: { cookie: sessionCookie() } }),
    );
    expect(signedIn.has('/quick-start')).toBe(true);
    expect(publicPages.has('/quick-start')).toBe(false);
  });
});
