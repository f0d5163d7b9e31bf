import { fileURLToPath } from 'node:url';
import { useExampleApp } from '@gatehouse/e2e-kit';
import type { EmulatorOptions } from '@gatehouse/emulator';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page says when the profile element's `logout` event arrives (src/main.js). */
export const LOGGED_OUT = 'Logged out. Sign in again below.';

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1', name: 'Acme Admin' };

/** Sign in as the demo admin through the page's flow, until the page and the profile show them. */
export async function signInAsAdmin(page: Page) {
  const flow = page.locator('gatehouse-flow');
  await flow.getByLabel('Email').fill(ADMIN.email);
  await flow.getByRole('button', { name: 'Continue', exact: true }).click();
  await flow.getByLabel(/^Password/).fill(ADMIN.password);
  await flow.getByRole('button', { name: 'Sign in' }).click();
  await page
    .locator('gatehouse-user-profile')
    .getByRole('button', { name: 'Sign out', exact: true })
    .waitFor();
  await expect.poll(() => page.textContent('#user-name'), { timeout: 15_000 }).toBe(ADMIN.name);
}

/** Whether the page scrolls sideways: the document is wider than its viewport. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * The built vanilla page, an emulator and Chromium; `open(flowId)` picks the flow, and
 * `query` adds to the page URL (e.g. `locale`, or what an identity provider appends).
 */
export function useVanillaApp(emulator: EmulatorOptions = {}) {
  const app = useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)), emulator);
  return {
    get emulator() {
      return app.emulator;
    },
    get browser() {
      return app.browser;
    },
    get site() {
      return app.site;
    },
    open: (flowId = 'sign-in', query: Record<string, string> = {}) =>
      app.open({ flowId, ...query }),
    inbox: (loginId: string) => app.inbox(loginId),
  };
}
