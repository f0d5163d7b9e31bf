import { launchChromium } from '@gatehouse/e2e-kit';
import { DEMO_ADMIN, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startWorkerHost, type WorkerHost } from './test/worker-host';
import { requireDeployedBuild } from './test/wrangler-config';

// The docs at the edge as a reader meets them, in Chromium: the real docs build behind the
// Worker in workerd (wrangler.jsonc), the sign-in page it serves from the build, the flow
// against the emulator, then an admin-only page, with no console error on the way.

let emulator: RunningEmulator;
let worker: WorkerHost;
let browser: Browser;

beforeAll(async () => {
  const build = requireDeployedBuild();
  emulator = await startEmulator();
  worker = await startWorkerHost({
    assets: build,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
  });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await emulator?.stop();
});

it('signs a reader in through the Worker and serves the admin the admin page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(`${worker.url}/administration/sso-scim`);
    await page.getByRole('heading', { name: 'Sign in to the docs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/_gate/sign-in');

    await page.getByLabel(/^Work email/).fill(DEMO_ADMIN.loginId);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/administration/sso-scim');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Single sign-on and SCIM provisioning');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
