import { axeViolations } from '@gatehouse/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  consoleApp,
  dataShown,
  focused,
  heading,
  openSignedIn,
  region,
  row,
  VIEWS,
  type View,
  WIDGETS,
} from './harness';

// The widgets' tables in Chromium (issue 24): at 1280 px a table wider than its card says so
// (a fade at the cut edge, a button that names the columns beyond it and scrolls to them, and
// Left/Right in the grid); at 360 px each row is a list of its main fields. Both layouts keep
// the window of rows, the keyboard and the selection, and are axe-clean, light and dark.

const app = consoleApp();
const TABLE_VIEWS = ['users', 'roles', 'access-keys', 'audit'] as const satisfies readonly View[];

const grid = (page: Page, view: View) => region(page, WIDGETS[view].region).getByRole('grid');
/** The end edge's cue: the fade and its button, named by the columns it scrolls to. */
const moreCue = (page: Page, view: View) =>
  region(page, WIDGETS[view].region).locator('.gh-w-edge[data-edge="end"]');
const scrollLeft = (locator: Locator) => locator.evaluate((node) => node.scrollLeft);
const overflows = (locator: Locator) =>
  locator.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
const themeRadio = (page: Page, name: 'Light' | 'Dark') =>
  page.getByRole('radio', { name, exact: true });

/**
 * Open `view` by its hash (at 360 px the navigation is behind the menu button), with a month
 * of the audit shown (it waits for a search).
 */
async function show(page: Page, view: View) {
  await page.evaluate((id) => {
    window.location.hash = `#/${id}`;
  }, view);
  await heading(page, VIEWS[view]).waitFor();
  await dataShown(page, view);
  if (view === 'audit') {
    await region(page, 'Audit trail')
      .getByRole('combobox', { name: 'Time range' })
      .selectOption('month');
    await grid(page, view).getByRole('row').nth(2).waitFor();
  }
}

describe('the tables', () => {
  it('show at 1280 px that more columns exist, name them, and scroll to them by mouse and key', async () => {
    const page = await openSignedIn(app, 'users');
    await page.setViewportSize({ width: 1280, height: 900 });
    const users = grid(page, 'users');
    expect(await overflows(users)).toBe(true);
    const cue = moreCue(page, 'users');
    await cue.waitFor();
    // The button names what is cut: every column whose middle lies past the visible edge, as
    // the page lays them out (Roles, Created and the custom attributes, at least).
    const title =
      (await cue.getByRole('button', { includeHidden: true }).getAttribute('title')) ?? '';
    const cut = await users.evaluate((grid) => {
      const edge = grid.getBoundingClientRect().left + grid.clientLeft + grid.clientWidth;
      return [...grid.querySelectorAll<HTMLElement>('[role=columnheader]')]
        .filter((header) => {
          const box = header.getBoundingClientRect();
          return box.left + box.width / 2 > edge;
        })
        .map((header) => header.textContent?.trim() ?? '');
    });
    expect(cut).toEqual(expect.arrayContaining(['Roles', 'Created', 'Department']));
    expect(title).toBe(`More columns: ${cut.join(', ')}`);
    await cue.getByRole('button', { includeHidden: true }).click();
    await expect.poll(() => scrollLeft(users)).toBeGreaterThan(0);
    // Scrolled: a cue at the start edge too; at the very end, none at the end.
    await region(page, 'Users').locator('.gh-w-edge[data-edge="start"]').waitFor();
    await users.evaluate((node) => {
      node.scrollLeft = node.scrollWidth;
    });
    await expect.poll(() => cue.count()).toBe(0);

    // The keyboard: Left and Right in the grid scroll its columns.
    await users.evaluate((node) => {
      node.scrollLeft = 0;
    });
    await users.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollLeft(users)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scrollLeft(users)).toBe(0);

    // Every table that is wider than its card shows the cue; one that fits shows none.
    for (const view of TABLE_VIEWS) {
      await show(page, view);
      expect(await moreCue(page, view).count(), view).toBe(
        (await overflows(grid(page, view))) ? 1 : 0,
      );
    }
    await page.context().close();
  });

  it('lists each row by its main fields at 360 px, with the keyboard and selection of the table', async () => {
    const page = await openSignedIn(app, 'users');
    await page.setViewportSize({ width: 360, height: 800 });
    const users = grid(page, 'users');
    await expect.poll(() => users.getAttribute('data-layout')).toBe('list');
    expect(await overflows(users)).toBe(false);
    const ada = users.getByRole('row').filter({
      has: page.getByRole('checkbox', { name: 'Select Ada Lovelace', exact: true }),
    });
    // Name, login id, status and roles: what the layout marks as a row's main fields.
    expect(await ada.locator('[role=gridcell] .gh-w-cell-value').allTextContents()).toEqual([
      'Ada Lovelace',
      'ada.lovelace@acme.test',
      'active',
      'Support Agent',
    ]);
    // Each but the title says which field it is.
    expect(await ada.locator('.gh-w-cell-label').allTextContents()).toEqual([
      'Login ids',
      'Status',
      'Roles',
    ]);
    const box = await ada.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(330);
    // Only a window of rows is in the page, as in the table.
    const listed = Number(await users.getAttribute('aria-rowcount')) - 1;
    expect(await users.getByRole('row').count()).toBeLessThan(listed + 1);

    // Keyboard: into the grid, down a row, Space selects it; a click selects another.
    await users.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect((await focused(page))?.role).toBe('grid');
    await expect.poll(() => users.locator('[role=row][aria-selected=true]').count()).toBe(1);
    await users.getByRole('gridcell', { name: 'Grace Hopper', exact: true }).click();
    await expect.poll(() => users.locator('[role=row][aria-selected=true]').count()).toBe(2);
    expect(await row(users, 'Grace Hopper').isChecked()).toBe(true);

    for (const view of TABLE_VIEWS) {
      await show(page, view);
      expect(await grid(page, view).getAttribute('data-layout'), view).toBe('list');
      expect(await overflows(grid(page, view)), view).toBe(false);
    }
    await page.context().close();
  });

  it('is axe-clean in both layouts, light and dark', async () => {
    const page = await openSignedIn(app, 'users');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['Light', 'Dark'] as const) {
        if (width === 1280) await themeRadio(page, theme).check();
        else {
          await page.evaluate((mode) => {
            localStorage.setItem('gatehouse-console-theme', mode);
          }, theme.toLowerCase());
          await page.reload();
        }
        for (const view of TABLE_VIEWS) {
          await show(page, view);
          expect(await axeViolations(page), `${view}, ${width} px, ${theme}`).toEqual([]);
        }
      }
    }
    await page.context().close();
  });
});
