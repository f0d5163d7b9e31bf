import { readFile } from 'node:fs/promises';
import { axeViolations } from '@gatehouse/e2e-kit';
import { describe, expect, it } from 'vitest';
import { ADMIN, scrollsSideways, useVanillaApp } from './harness';

// The vanilla page's <gatehouse-audit-management>: shown once an admin with a tenant signs in,
// its Export CSV saving the search's every event (2,000 generated ones, actors bulk.user*).

const EVENTS = 2_000;
const app = useVanillaApp({ sampleAudits: EVENTS });

describe('the vanilla page: audit export', () => {
  it("shows the tenant's audit once signed in, and exports the search as CSV", async () => {
    const page = await app.open('sign-in');
    // The element is in the page from the start: hear its first `ready` whenever it comes.
    await page.evaluate(() => {
      document.querySelector('gatehouse-audit-management')?.addEventListener('ready', () => {
        (window as unknown as { auditReady: number }).auditReady =
          ((window as unknown as { auditReady?: number }).auditReady ?? 0) + 1;
      });
    });
    const flow = page.locator('gatehouse-flow');
    await flow.getByLabel('Email').fill(ADMIN.email);
    await flow.getByRole('button', { name: 'Continue', exact: true }).click();
    await flow.getByLabel(/^Password/).fill(ADMIN.password);
    await flow.getByRole('button', { name: 'Sign in' }).click();

    const audit = page.locator('gatehouse-audit-management');
    const readyCount = () =>
      page.evaluate(() => (window as unknown as { auditReady?: number }).auditReady);
    await expect.poll(readyCount).toBe(1);
    await audit.getByRole('searchbox').fill('bulk.user');
    await audit
      .getByRole('gridcell', { name: /^bulk\.user/ })
      .first()
      .waitFor();
    // One `ready`, for its first data: a search after it dispatches none.
    expect(await readyCount()).toBe(1);

    const download = page.waitForEvent('download');
    await audit.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}_to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path()) as string, 'utf8')).split('\r\n');
    expect(lines[0]).toMatch(/^occurred,action,type,actorId,/);
    expect(lines.length - 2).toBe(EVENTS);
    await expect
      .poll(() =>
        audit
          .getByRole('status')
          .filter({ hasText: /Export/ })
          .textContent(),
      )
      .toBe(`Exported 2,000 events to ${file.suggestedFilename()}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  }, 120_000);
});
