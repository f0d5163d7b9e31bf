import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scrollsSideways, signInAsAdmin, useVanillaApp } from './harness';

// Issue 29's paging on the vanilla page: the Administration section's
// <gatehouse-user-management>, against an emulator with 25,000 generated users in Acme
// (`sampleUsers`), shows the first 10,000 and pages the rest of a filtered search on Load more.

const app = useVanillaApp({ sampleUsers: 25_000 });

const users = (page: Page) => page.locator('gatehouse-user-management');
const cutLine = (page: Page) =>
  users(page)
    .getByRole('status')
    .filter({ hasText: /^Showing/ });
const rowCount = async (page: Page) =>
  Number(await users(page).getByRole('grid').getAttribute('aria-rowcount')) - 1;

describe('the Administration section of the vanilla page: paging', () => {
  it('pages a filtered search through 25,000 users on Load more', async () => {
    const page = await app.open('sign-in');
    await signInAsAdmin(page);
    await users(page).getByRole('gridcell', { name: 'Ada Lovelace', exact: true }).waitFor();
    await expect.poll(() => cutLine(page).textContent()).toMatch(/^Showing the first 10,000 of /);

    // 1 in 10 sample users is disabled: with the text, 2,500 matches, one page, no cut.
    await users(page).getByRole('combobox', { name: 'Status' }).selectOption('disabled');
    await users(page).getByRole('searchbox').fill('sample.test');
    await expect.poll(() => rowCount(page)).toBe(2_500);
    expect(await cutLine(page).count()).toBe(0);

    // 8 in 10 are enabled: 20,000 matches in two pages of the same search.
    await users(page).getByRole('combobox', { name: 'Status' }).selectOption('enabled');
    await expect
      .poll(() => cutLine(page).textContent())
      .toBe('Showing the first 10,000 of 20,000. Search to narrow the list.');
    await users(page).getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rowCount(page)).toBe(20_000);
    expect(await cutLine(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  }, 60_000);
});
