import { fileURLToPath } from 'node:url';
import { type ExampleApp, useExampleApp } from '@gatehouse/e2e-kit';
import type { EmulatorOptions } from '@gatehouse/emulator';
import type { Locator, Page } from 'playwright-core';

// What the console's end-to-end tests share: the demo accounts, opening the built console
// signed in on a view, and finding things in the shell and the widgets.

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1', name: 'Acme Admin' };

/** The console's views: their hash and their navigation label (also the h2). */
export const VIEWS = {
  users: 'Users',
  roles: 'Roles',
  'access-keys': 'Access keys',
  audit: 'Audit',
  profile: 'My profile',
} as const;
export type View = keyof typeof VIEWS;

/**
 * Each widget's region (its section's label), and a row of its table that the seed holds
 * (none for the audit, whose rows are the last day's events, nor for the profile, which has no
 * table).
 */
export const WIDGETS: Record<View, { region: string; seededRow: string }> = {
  users: { region: 'Users', seededRow: 'Ada Lovelace' },
  roles: { region: 'Roles', seededRow: 'Support Agent' },
  'access-keys': { region: 'Access keys', seededRow: 'CI pipeline' },
  audit: { region: 'Audit trail', seededRow: '' },
  profile: { region: 'Your profile', seededRow: '' },
};

/** The built console against an emulator started with `emulator` (a customer's `pagesDir`...). */
export const consoleApp = (emulator: EmulatorOptions = {}) =>
  useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)), emulator);

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const dialog = (page: Page) => page.getByRole('dialog');
/** The view's heading: its h2 (the widget shows no title of its own under it). */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).first();
export const navLink = (page: Page, view: View) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: VIEWS[view] });
export const row = (scope: Locator, name: string) =>
  scope.getByRole('checkbox', { name: `Select ${name}`, exact: true });

/** Sign in through the console's <Flow> (the emulator's `sign-in` flow). */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The account block names the user once the session and /me are in. */
export const signedInAs = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Account' }).getByText(`Signed in as ${name}`);

/**
 * A fresh context (clipboard allowed on the console's origin), signed in as the demo Tenant
 * Admin of Acme, on `view` (chosen through the navigation), with its widget's data shown.
 */
export async function openSignedIn(app: ExampleApp, view: View = 'users'): Promise<Page> {
  const page = await app.open({}, (context) =>
    context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: `http://localhost:${new URL(app.site.url).port}`,
    }),
  );
  await signIn(page);
  await signedInAs(page, ADMIN.name).waitFor();
  await goTo(page, view);
  return page;
}

/** Choose `view` in the navigation and wait for its heading and its widget's data. */
export async function goTo(page: Page, view: View) {
  await navLink(page, view).click();
  await heading(page, VIEWS[view]).waitFor();
  await dataShown(page, view);
}

/**
 * The view's widget has its data: a seeded row; for the audit, its time range and its first
 * event; for the profile, its Sign out button, shown with the signed-in user's rows.
 */
export async function dataShown(page: Page, view: View) {
  const { region: name, seededRow } = WIDGETS[view];
  const widget = region(page, name);
  if (seededRow) await widget.getByRole('gridcell', { name: seededRow, exact: true }).waitFor();
  else if (view === 'profile') await widget.getByRole('button', { name: 'Sign out' }).waitFor();
  else {
    await widget.getByRole('combobox', { name: 'Time range' }).waitFor();
    // The last day's events, listed on open (issue 24).
    await widget.getByRole('row').nth(1).waitFor();
  }
}

/** The focused element, through open shadow roots. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    return {
      tag: active.tagName.toLowerCase(),
      text: active.textContent?.trim() ?? '',
      label: active.getAttribute('aria-label') ?? '',
      name: (active as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      role: active.getAttribute('role') ?? '',
    };
  });

/** Whether the page scrolls sideways: the document is wider than its viewport. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Press Tab (or Shift+Tab) until `matches` holds for the focused element; fail after `max`. */
export async function tabTo(
  page: Page,
  matches: (active: Awaited<ReturnType<typeof focused>>) => boolean,
  { back = false, max = 40 } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(
    `No focus stop matched within ${max} presses; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** The relative luminance of a computed CSS colour: near 0 is dark, near 1 light. */
export const luminance = (page: Page, selector: string, property = 'backgroundColor') =>
  page.evaluate(
    ([selector, property]) => {
      const element = document.querySelector(selector ?? '');
      if (!element) throw new Error(`No ${selector}`);
      const value = getComputedStyle(element)[property as 'color'];
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      if (a === 0) throw new Error(`${selector} has a transparent ${property}`);
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    },
    [selector, property],
  );
