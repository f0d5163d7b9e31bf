import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useVanillaApp } from './harness';

// Google One Tap in real Chromium: the page runs the sign-in-one-tap flow with Google's
// script taken from the emulator's stand-in (`googleClientUrl`), whose chooser hands the
// engine a real signed id token. Nothing is loaded from accounts.google.com.

const app = useVanillaApp();
const FLOW = 'sign-in-one-tap';

/** The page in a fresh browser context, on this emulator, with these query values. */
async function open(flowId: string, query: Record<string, string>): Promise<Page> {
  const page = await (await app.browser.newContext()).newPage();
  const params = new URLSearchParams({
    projectId: app.emulator.projectId,
    baseUrl: app.emulator.url,
    flowId,
    ...query,
  });
  await page.goto(`http://localhost:${new URL(app.site.url).port}/?${params}`);
  return page;
}

/** Fail the test if the page reaches for the real Google (or anything off this machine). */
function stayLocal(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host)) foreign.push(request.url());
  });
  return foreign;
}

describe('One Tap on the vanilla example', () => {
  it('shows the stand-in chooser, and choosing an account signs in', async () => {
    const googleClientUrl = `${app.emulator.url}/emulator/gsi/client`;
    const page = await open(FLOW, { googleClientUrl });
    const foreign = stayLocal(page);
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
    await chooser.waitFor();
    const accounts = chooser.getByRole('list', { name: 'Choose an account' });
    expect(await accounts.getByRole('button').count()).toBe(2);
    // Keyboard: the first account has focus; the next one is a Tab away.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.textContent('#user-name'), { timeout: 15_000 })
      .toBe('Grace Hopper');
    expect(await page.textContent('#user-login')).toBe('grace.hopper@example.test');
    expect(await page.textContent('#status')).toBe('Signed in');
    expect(await chooser.count()).toBe(0);
    expect(foreign).toEqual([]);
    const user = app.emulator.store.data.users.find((u) => u.email === 'grace.hopper@example.test');
    expect(user?.oauth).toEqual({ google: true });
    await page.context().close();
  });

  it('the close button removes the chooser, and the screen stays usable', async () => {
    const page = await open(FLOW, {
      googleClientUrl: `${app.emulator.url}/emulator/gsi/client`,
    });
    const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
    await chooser.getByRole('button', { name: 'Close' }).click();
    expect(await chooser.count()).toBe(0);
    await page.getByRole('button', { name: 'Email me a code' }).waitFor();
    expect(await page.textContent('#status')).toBe('Signed out');
    await page.context().close();
  });

  it("a script that does not load logs spec §8's error, and the screen stays usable", async () => {
    const googleClientUrl = `${app.emulator.url}/emulator/gsi/missing`;
    const page = await open(FLOW, { googleClientUrl });
    const foreign = stayLocal(page);
    await expect
      .poll(() => page.locator('#flow-log').textContent(), { timeout: 15_000 })
      .toContain('Google client script failed to load');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The other way in still works: an emailed code.
    await page.getByLabel('Email').fill('ada.lovelace@acme.test');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Code').waitFor();
    const code = (await app.inbox('ada.lovelace@acme.test')).filter((m) => m.code).at(-1)?.code;
    // A complete code submits by itself (an auto-submit passcode).
    await page.getByLabel('Code').fill(code ?? '');
    await expect
      .poll(() => page.textContent('#user-login'), { timeout: 15_000 })
      .toBe('ada.lovelace@acme.test');
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('takes only an http(s) googleClientUrl', async () => {
    // A flow without One Tap, so that <gatehouse-flow> (what the page falls back to) never
    // loads Google's own script.
    const page = await open('sign-in', { googleClientUrl: 'javascript:alert(1)' });
    await page.locator('gatehouse-flow').getByLabel('Email').waitFor();
    expect(await page.locator('#headless-flow').count()).toBe(0);
    expect(await page.locator('script[src^="javascript:"]').count()).toBe(0);
    await page.context().close();
  });
});
