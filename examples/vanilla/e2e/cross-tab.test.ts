import { demoSeed } from '@gatehouse/emulator';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, useVanillaApp } from './harness';

// Three tabs of one origin share one session. With 22-second session tokens the refresh
// runs 20 s before expiry, so every tab's timer asks for a refresh about every 2 s: a race
// every cycle. The provider rotates refresh tokens and treats a spent one sent again as
// stolen (it revokes the session), so exactly one refresh request per cycle may go out.

const SESSION_SECONDS = 22;
const CYCLES = 20;

const app = useVanillaApp({
  seed: {
    ...demoSeed(),
    tokenLifetimes: { sessionSeconds: SESSION_SECONDS, refreshSeconds: 3600 },
  },
});

interface Refresh {
  at: number;
  status: number;
}

const status = (page: Page) => page.textContent('#status');

describe('one session across three tabs', () => {
  it(
    `sends exactly one refresh per cycle over ${CYCLES} cycles and signs no tab out`,
    async () => {
      const first = await app.open('sign-in');
      const context = first.context();
      const refreshes: Refresh[] = [];
      const pending = new Set<Promise<unknown>>();
      context.on('request', (request: Request) => {
        if (!request.url().endsWith('/v1/auth/refresh') || request.method() !== 'POST') return;
        const at = Date.now();
        const answered = request.response().then((response) => {
          refreshes.push({ at, status: response?.status() ?? 0 });
        });
        pending.add(answered);
      });

      const flow = first.locator('gatehouse-flow');
      await flow.getByLabel('Email').fill(ADMIN.email);
      await flow.getByRole('button', { name: 'Continue', exact: true }).click();
      await flow.getByLabel(/^Password/).fill(ADMIN.password);
      await flow.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => status(first), { timeout: 15_000 }).toBe('Signed in');

      // Two more tabs of the same origin pick the session up from storage.
      const url = first.url();
      const tabs = [first];
      for (let i = 0; i < 2; i++) {
        const tab = await context.newPage();
        await tab.goto(url);
        tabs.push(tab);
      }
      for (const tab of tabs) await expect.poll(() => status(tab)).toBe('Signed in');

      await expect
        .poll(() => refreshes.length, { timeout: (CYCLES + 6) * 2_500, interval: 500 })
        .toBeGreaterThanOrEqual(CYCLES);
      await Promise.all(pending);

      // Every refresh was answered 200: a second request in a cycle would have sent the
      // rotated token and been refused (and revoked the session).
      expect(refreshes.map((r) => r.status)).toEqual(refreshes.map(() => 200));
      // One per cycle: no two requests closer than most of a cycle apart.
      const sorted = refreshes.map((r) => r.at).sort((a, b) => a - b);
      const gaps = sorted.slice(1).map((at, i) => at - sorted[i]!);
      expect(Math.min(...gaps)).toBeGreaterThan(700);
      for (const tab of tabs) expect(await status(tab)).toBe('Signed in');
      // The provider saw no reuse: the session's refresh family is alive.
      const families = Object.values(app.emulator.store.data.refreshTokens);
      expect(families.some((record) => record.revoked)).toBe(false);
      await context.close();
    },
    (CYCLES + 12) * 2_500,
  );
});
