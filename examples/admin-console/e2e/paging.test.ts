import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, focused, openSignedIn, region, scrollsSideways } from './harness';

// Issue 29's server-side paging in Chromium against the emulator with 25,000 generated users
// (`sampleUsers`, emails `sample.NNNNN@sample.test`) in Acme besides the demo's: the list
// shows the server's first 10,000 and says of how many, Load more brings the next page of the
// same search (its filters and text), and the list says so as each page lands.

const SAMPLE = 25_000;
const LIMIT = 10_000;
const app = consoleApp({ sampleUsers: SAMPLE });

const users = (page: Page) => region(page, 'Users');
const cutLine = (page: Page) =>
  users(page)
    .getByRole('status')
    .filter({ hasText: /^Showing/ });
const loadMore = (page: Page) => users(page).getByRole('button', { name: 'Load more' });
const cutText = (shown: number, total: number) =>
  `Showing the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')}. Search to narrow the list.`;
/** How many rows the grid says it holds (its header row aside). */
const rowCount = async (page: Page) =>
  Number(await users(page).getByRole('grid').getAttribute('aria-rowcount')) - 1;

describe('issue 29: paging through 25,000 users', () => {
  it('shows the first page and its count, then each next page on Load more', async () => {
    const page = await openSignedIn(app, 'users');
    const acme = app.emulator.store.data.users.filter(
      (u) => !u.test && u.userTenants.some((t) => t.tenantId === 'T2acme'),
    ).length;
    expect(acme).toBeGreaterThan(SAMPLE);
    await expect.poll(() => cutLine(page).textContent()).toBe(cutText(LIMIT, acme));
    expect(await rowCount(page)).toBe(LIMIT);

    await loadMore(page).click();
    await expect.poll(() => cutLine(page).textContent()).toBe(cutText(2 * LIMIT, acme));
    expect(await rowCount(page)).toBe(2 * LIMIT);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    await loadMore(page).scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  }, 60_000);

  it('pages a filtered search with its filter and text, then hands focus to the rows', async () => {
    const page = await openSignedIn(app, 'users');
    // 8 in 10 sample users are enabled: 20,000 matches, two pages.
    await users(page).getByRole('combobox', { name: 'Status' }).selectOption('enabled');
    await users(page).getByRole('searchbox').fill('sample.test');
    await expect.poll(() => cutLine(page).textContent()).toBe(cutText(LIMIT, 20_000));

    await loadMore(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(page)).toBe(20_000);
    // Every match is shown: the notice and its button go, and focus moves on to the grid.
    expect(await cutLine(page).count()).toBe(0);
    expect(await loadMore(page).count()).toBe(0);
    expect(await focused(page)).toMatchObject({ role: 'grid' });
    // The second page was the same search's: its last row is the last enabled sample user
    // (a page without the filter or the text would end elsewhere, and leave the list cut).
    await page.keyboard.press('End');
    const last = users(page).getByRole('row').last();
    await expect.poll(() => last.textContent()).toContain('Sample User 24998');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
