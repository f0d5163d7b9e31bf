import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  consoleApp,
  dataShown,
  dialog,
  focused,
  goTo,
  heading,
  luminance,
  navLink,
  openSignedIn,
  region,
  scrollsSideways,
  signedInAs,
  tabTo,
  VIEWS,
  type View,
  WIDGETS,
} from './harness';

// The console's shell in Chromium: navigation and hash routes, the theme, the narrow-screen
// menu, mock mode, the keyboard, axe and page width. Against the emulator, signed in as the
// Tenant Admin of Acme unless a test says otherwise.

const app = consoleApp();
const ALL_VIEWS = Object.keys(VIEWS) as View[];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const themeRadio = (page: Page, name: 'Light' | 'Dark' | 'System') =>
  page.getByRole('radio', { name, exact: true });
const hash = (page: Page) => new URL(page.url()).hash;

/** The parts of the page a theme must cover: the page itself and the shell around the widget. */
const SURFACES = ['html', 'body', '.header', '.sidebar', '.card', '.gh-w'];

describe('the console shell', () => {
  it('navigates between the views by hash, marks the current one, and keeps it on reload', async () => {
    const page = await openSignedIn(app, 'users');
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      'Admin console',
    ]);
    expect(await navLink(page, 'users').getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Users · Admin console');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Users']);

    for (const view of ['roles', 'access-keys', 'audit'] as const) {
      await goTo(page, view);
      expect(hash(page)).toBe(`#/${view}`);
      expect(await navLink(page, view).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('[aria-current="page"]').count()).toBe(1);
      // One widget per view, under one h2, the view's own: the widget's title names its region
      // only (issue 24 found two "Users" headings on a page). The others are gone.
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        VIEWS[view],
      ]);
      expect(await region(page, WIDGETS[view].region).count()).toBe(1);
      expect(await page.title()).toBe(`${VIEWS[view]} · Admin console`);
      // The heading takes the focus, so the new view is announced.
      expect((await focused(page))?.text).toBe(VIEWS[view]);
    }
    expect(await region(page, 'Users').count()).toBe(0);

    // A reload keeps the view (and the session).
    await page.reload();
    await heading(page, 'Audit').waitFor();
    await dataShown(page, 'audit');
    expect(await navLink(page, 'audit').getAttribute('aria-current')).toBe('page');

    // Back goes to the previous view; an unknown hash shows Users.
    await page.goBack();
    await heading(page, 'Access keys').waitFor();
    await dataShown(page, 'access-keys');
    await page.evaluate(() => {
      window.location.hash = '#/nowhere';
    });
    await heading(page, 'Users').waitFor();
    expect(await navLink(page, 'users').getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('shows the tenant picker and the signed-in user, and signs out back to the flow', async () => {
    const page = await openSignedIn(app, 'roles');
    const picker = page.getByRole('combobox', { name: 'Tenant' });
    expect(await picker.inputValue()).toBe('T2acme');
    expect(await picker.locator('option').allTextContents()).toEqual(['Acme Corp']);
    const account = page.getByRole('region', { name: 'Account' });
    expect(await account.textContent()).toContain(ADMIN.email);
    await account.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.context().close();
  });

  it('themes the whole page dark, remembers it, and hands the mode to the widget', async () => {
    const page = await openSignedIn(app, 'users');
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeGreaterThan(0.8);
    expect(await themeRadio(page, 'System').isChecked()).toBe(true);

    await themeRadio(page, 'Dark').check();
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeLessThan(0.05);
    // The text follows, and the widget got the mode rather than guessing it.
    expect(await luminance(page, 'body', 'color')).toBeGreaterThan(0.7);
    expect(await page.locator('.gh-w').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );

    // Remembered: a reload (and another view) opens dark.
    await page.reload();
    await goTo(page, 'roles');
    expect(await themeRadio(page, 'Dark').isChecked()).toBe(true);
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeLessThan(0.05);

    // Light overrides a dark system; System follows it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await themeRadio(page, 'Light').check();
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeGreaterThan(0.8);
    expect(await page.locator('.gh-w').getAttribute('data-theme')).toBe('light');
    await themeRadio(page, 'System').check();
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeLessThan(0.05);
    expect(await page.locator('.gh-w').getAttribute('data-theme')).toBe('os');
    await page.emulateMedia({ colorScheme: 'light' });
    for (const surface of SURFACES) expect(await luminance(page, surface)).toBeGreaterThan(0.8);
    await page.context().close();
  });

  it('never scrolls sideways at 360 px and 1280 px: the sign-in screen and every view', async () => {
    for (const width of [360, 1280]) {
      const page = await app.open();
      await page.setViewportSize({ width, height: 800 });
      await page.getByLabel('Email').waitFor();
      expect(await scrollsSideways(page), `sign-in at ${width}px`).toBe(false);
      await page.context().close();
    }

    const page = await openSignedIn(app, 'users');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const view of ALL_VIEWS) {
        // At 360 px the navigation is behind the menu button; the hash gets there too.
        await page.evaluate((id) => {
          window.location.hash = `#/${id}`;
        }, view);
        await heading(page, VIEWS[view]).waitFor();
        await dataShown(page, view);
        expect(await scrollsSideways(page), `${view} at ${width}px`).toBe(false);
      }
      // The users table is wider than a phone: at 360 px its rows are a list of their main
      // fields that fits (issue 24; it scrolled sideways inside its card before); at 1280 px
      // it scrolls inside its own card.
      await page.evaluate(() => {
        window.location.hash = '#/users';
      });
      await dataShown(page, 'users');
      const grid = region(page, 'Users').getByRole('grid');
      const [inner, shown] = await grid.evaluate((node) => [node.scrollWidth, node.clientWidth]);
      if (width === 360) expect(inner).toBeLessThanOrEqual((shown ?? 0) + 1);
      else expect(inner).toBeGreaterThan(shown ?? 0);
      // A form with every field still fits.
      await region(page, 'Users').getByRole('button', { name: 'Create user' }).click();
      await dialog(page).waitFor();
      expect(await scrollsSideways(page), `create user at ${width}px`).toBe(false);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    await page.context().close();
  });

  it('collapses the navigation behind a keyboard-usable menu button on narrow screens', async () => {
    const page = await openSignedIn(app, 'users');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await menuButton(page).isVisible()).toBe(false);
    expect(await navLink(page, 'roles').isVisible()).toBe(true);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await navLink(page, 'roles').isVisible()).toBe(false);
    const button = menuButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const controls = await button.getAttribute('aria-controls');
    expect(
      await page.locator(`#${controls}`).getByRole('navigation', { includeHidden: true }).count(),
    ).toBe(1);

    // Open from the keyboard: focus goes to the current view's link.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await navLink(page, 'roles').isVisible()).toBe(true);
    expect((await focused(page))?.text).toBe('Users');
    // Tab to Roles and follow it: the view changes and the menu closes.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.text).toBe('Roles');
    await page.keyboard.press('Enter');
    await heading(page, 'Roles').waitFor();
    await dataShown(page, 'roles');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await navLink(page, 'roles').isVisible()).toBe(false);

    // Escape closes it and gives the focus back to the button.
    await button.focus();
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page))?.label).toBe('Menu');
    expect(await navLink(page, 'users').isVisible()).toBe(false);

    // Tabbing out of the open menu closes it behind the focus.
    await page.keyboard.press('Enter');
    expect(await navLink(page, 'users').isVisible()).toBe(true);
    await tabTo(page, (active) => active?.text === 'Sign out');
    await page.keyboard.press('Tab');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('sends no request at all in mock mode, on every view, and the shell works the same', async () => {
    const requests: string[] = [];
    const page = await app.open({ mock: '1' }, async (context) => {
      context.on('request', (request) => {
        requests.push(request.url());
      });
    });
    const site = new URL(page.url()).origin;
    for (const view of ALL_VIEWS) {
      await navLink(page, view).click();
      await heading(page, VIEWS[view]).waitFor();
      expect(await navLink(page, view).getAttribute('aria-current')).toBe('page');
      const widget = region(page, WIDGETS[view].region);
      if (view === 'audit') await widget.getByRole('combobox', { name: 'Time range' }).waitFor();
      else if (view === 'profile') {
        // The sample user, with no session behind it.
        await widget.getByText('Test User', { exact: true }).first().waitFor();
        await widget.getByRole('button', { name: 'Sign out' }).waitFor();
      } else await widget.getByRole('row').nth(3).waitFor();
    }
    // Act on generated users: create one, with the phone library loaded on demand.
    await navLink(page, 'users').click();
    const users = region(page, 'Users');
    await users.getByRole('row').nth(9).waitFor();
    await users.getByRole('button', { name: 'Create user' }).click();
    await dialog(page)
      .getByLabel(/^Login id/)
      .fill('mock.person@example.com');
    await dialog(page)
      .getByLabel(/^Phone/)
      .fill('+1-2025550101');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('User created successfully', { exact: true }).waitFor();
    // The audit searches, too.
    await navLink(page, 'audit').click();
    await region(page, 'Audit trail').getByRole('searchbox').fill('Login');
    await region(page, 'Audit trail').getByRole('row').nth(1).waitFor();
    // The theme switch works without a session.
    await themeRadio(page, 'Dark').check();
    expect(await luminance(page, 'body')).toBeLessThan(0.05);

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => new URL(url).origin !== site)).toEqual([]);
    expect(requests.some((url) => url.startsWith(app.emulator.url))).toBe(false);
    await page.context().close();
  });

  it('is usable with the keyboard alone: sign in, go to Users, select, create', async () => {
    const page = await app.open();
    // Sign in: the flow focuses its first field; Enter submits each screen.
    await page.getByLabel('Email').waitFor();
    await tabTo(page, (active) => active?.name.startsWith('Email') ?? false);
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Password/).waitFor();
    await tabTo(page, (active) => active?.name.startsWith('Password') ?? false);
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await signedInAs(page, ADMIN.name).waitFor();

    // Through the navigation to Roles and back to Users.
    await tabTo(page, (active) => active?.tag === 'a' && active.text === 'Roles');
    await page.keyboard.press('Enter');
    await heading(page, 'Roles').waitFor();
    expect((await focused(page))?.text).toBe('Roles');
    await tabTo(page, (active) => active?.tag === 'a' && active.text === 'Users', { back: true });
    await page.keyboard.press('Enter');
    await heading(page, 'Users').waitFor();
    await dataShown(page, 'users');
    const users = region(page, 'Users');

    // Into the table: the first row becomes active; Down, then Space selects the second (the
    // demo seed's second user, its docs reader).
    await tabTo(page, (active) => active?.role === 'grid');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const selected = users.locator('[role="row"][aria-selected="true"]');
    await expect.poll(() => selected.count()).toBe(1);
    expect(await selected.getByRole('checkbox').getAttribute('aria-label')).toBe(
      'Select Acme Reader',
    );
    expect(await users.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(false);

    // Back to Create user, open it: focus goes into the dialog, on its first field.
    await tabTo(page, (active) => active?.text === 'Create user', { back: true });
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect((await focused(page))?.name).toMatch(/^Login id/);
    await page.keyboard.type('kay.board@acme.test');
    await tabTo(page, (active) => active?.name.startsWith('Display name') ?? false);
    await page.keyboard.type('Kay Board');
    // Roles: into the listbox, Down to the second role, Space picks it.
    await tabTo(page, (active) => active?.role === 'listbox');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await tabTo(page, (active) => active?.text === 'Create');
    await page.keyboard.press('Enter');

    await page.getByText('User created successfully', { exact: true }).waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await focused(page))?.text).toBe('Create user');
    const created = app.emulator.store.data.users.find((u) =>
      u.loginIds.includes('kay.board@acme.test'),
    );
    expect(created?.name).toBe('Kay Board');
    expect(created?.userTenants[0]?.roleNames).toEqual(['Viewer']);

    // Escape closes a dialog and the focus returns to its opener.
    await page.keyboard.press('Space');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await focused(page))?.text).toBe('Create user');
    await page.context().close();
  });

  it('has no axe violations: the sign-in screen and every view, light and dark', async () => {
    const signInPage = await app.open();
    await signInPage.getByLabel('Email').waitFor();
    for (const theme of ['Light', 'Dark'] as const) {
      await themeRadio(signInPage, theme).check();
      expect(await axeViolations(signInPage), `sign-in, ${theme}`).toEqual([]);
    }
    await signInPage.context().close();

    const page = await openSignedIn(app, 'users');
    for (const theme of ['Light', 'Dark'] as const) {
      await themeRadio(page, theme).check();
      for (const view of ALL_VIEWS) {
        await goTo(page, view);
        expect(await axeViolations(page), `${view}, ${theme}`).toEqual([]);
      }
    }
    // The narrow layout with its menu open.
    await page.setViewportSize({ width: 360, height: 800 });
    await menuButton(page).click();
    expect(await axeViolations(page), 'open menu at 360px').toEqual([]);
    await page.context().close();
  });
});
