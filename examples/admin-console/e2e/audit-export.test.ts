import { readFile } from 'node:fs/promises';
import { axeViolations } from '@gatehouse/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, openSignedIn, region, scrollsSideways, WIDGETS } from './harness';

// The audit's Export CSV in Chromium against the emulator with 100,000 generated events
// (`sampleAudits`, actors `bulk.user*`): the file holds every event of the search, not only
// the rows shown, and the page keeps answering while it is written.

const EVENTS = 100_000;
/** The export's own line (the table has a status line of its own). */
const exportStatus = (audit: Locator) => audit.getByRole('status').filter({ hasText: /Export/ });
const app = consoleApp({ sampleAudits: EVENTS });

/** The audit searched for the generated events, once only they are listed. */
async function searchSample(page: Page): Promise<Locator> {
  const audit = region(page, WIDGETS.audit.region);
  await audit.getByRole('searchbox').fill('bulk.user');
  await audit
    .getByRole('gridcell', { name: /^bulk\.user/ })
    .first()
    .waitFor();
  return audit;
}

describe('audit: Export CSV', () => {
  it('downloads every event of the search as one CSV while the page stays responsive', async () => {
    const page = await openSignedIn(app, 'audit');
    const audit = await searchSample(page);

    // A timer the page runs throughout: the export must leave it room to tick.
    await page.evaluate(() => {
      const w = window as unknown as { ticks: number[] };
      w.ticks = [];
      setInterval(() => w.ticks.push(performance.now()), 50);
    });
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await audit.getByRole('button', { name: 'Export CSV' }).click();
    const progress = audit.getByRole('progressbar', { name: 'Export progress' });
    await progress.waitFor();
    await expect
      .poll(() => exportStatus(audit).textContent(), { timeout: 60_000 })
      .toMatch(/^Exporting… [\d,]+ of 100,000 events$/);
    expect(await axeViolations(page)).toEqual([]);
    const file = await download;

    const name = file.suggestedFilename();
    expect(name).toMatch(/^audit-\d{4}-\d{2}-\d{2}_to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) as string, 'utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'occurred,action,type,actorId,userId,externalIds,method,device,geo,remoteAddress,tenants,id,data',
    );
    expect(lines.length - 2).toBe(EVENTS);
    // A note that starts like a formula reaches the file as text.
    expect(text).toContain(`"{""note"":""=1+1""}"`);
    await expect
      .poll(() => exportStatus(audit).textContent())
      .toBe(`Exported 100,000 events to ${name}`);

    // The timer kept ticking through the export: no pause long enough to feel frozen.
    const gaps = await page.evaluate(() => {
      const { ticks } = window as unknown as { ticks: number[] };
      return {
        count: ticks.length,
        longest: Math.max(...ticks.slice(1).map((t, i) => t - ticks[i]!)),
      };
    });
    expect(gaps.count).toBeGreaterThan(5);
    expect(gaps.longest).toBeLessThan(1_000);
  }, 240_000);

  it('stops on Cancel and saves nothing; the controls fit 360 px', async () => {
    const page = await openSignedIn(app, 'audit');
    await page.setViewportSize({ width: 360, height: 800 });
    const audit = await searchSample(page);
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await audit.getByRole('button', { name: 'Export CSV' }).click();
    const cancel = audit.getByRole('button', { name: 'Cancel export' });
    await cancel.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => exportStatus(audit).textContent())
      .toBe('Export cancelled. Nothing was saved.');
    await audit.getByRole('button', { name: 'Dismiss' }).waitFor();
    expect(downloaded).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
