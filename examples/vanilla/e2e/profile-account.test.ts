import { createHmac } from 'node:crypto';
import { axeViolations, settled } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, LOGGED_OUT, useVanillaApp } from './harness';

// The profile's account rows on the vanilla page (issue 29), against the emulator: an
// authenticator app set up with a code computed here (RFC 6238) and removed; the devices
// signed in, from a second browser context too, and "Sign out everywhere else"; the account
// deleted, after which its sign-in is refused.

const app = useVanillaApp();
const ADA = { email: 'ada.lovelace@acme.test', password: ADMIN.password };

async function signIn(page: Page, who: { email: string; password: string }) {
  const flow = page.locator('gatehouse-flow');
  await flow.getByLabel('Email').fill(who.email);
  await flow.getByRole('button', { name: 'Continue', exact: true }).click();
  await flow.getByLabel(/^Password/).fill(who.password);
  await flow.getByRole('button', { name: 'Sign in' }).click();
  const profile = page.locator('gatehouse-user-profile');
  await profile.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
  return profile;
}

async function signedIn(who = ADA) {
  const page = await app.open('sign-in');
  return { page, profile: await signIn(page, who) };
}

/** RFC 4648 base32 to bytes (the key the enrolment shows). */
function base32(key: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of key.replace(/=+$/, ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 6238's code (SHA-1, 30 s, 6 digits) of `key` at the emulator's time. */
function codeFor(key: string): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(app.emulator.store.now() / 1000 / 30)));
  const hmac = createHmac('sha1', base32(key)).update(step).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe("the vanilla page's account rows", () => {
  it('sets up an authenticator app with a code computed here, then removes it', async () => {
    const { page, profile } = await signedIn();
    const row = profile.getByRole('listitem').filter({ hasText: 'Authenticator app' });
    await row.getByText('Not set up').waitFor();
    await row.getByRole('button', { name: 'Set up' }).click();
    const modal = profile.getByRole('dialog', { name: 'Set up an authenticator app' });
    const qr = modal.getByRole('img');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const key = (await modal.locator('code').textContent())?.trim() ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}=*$/);
    await settled(page);
    // The screen fades in inside the profile's shadow root; on a busy machine it may still be
    // fading after the page's animations settled: the clean run is the one once it is in.
    await expect.poll(() => axeViolations(page), { timeout: 5000 }).toEqual([]);
    // The code's boxes: typed digit by digit, it submits itself once complete.
    await modal.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(codeFor(key));
    await modal.waitFor({ state: 'detached' });
    await row.getByText('Registered').waitFor();
    const user = app.emulator.store.data.users.find((u) => u.loginIds.includes(ADA.email));
    expect(user?.totpSecret).toBe(key);

    await row.getByRole('button', { name: 'Remove' }).click();
    const remove = profile.getByRole('dialog', { name: 'Remove authenticator app' });
    await remove.getByRole('button', { name: 'Remove authenticator app' }).click();
    await remove.waitFor({ state: 'detached' });
    await row.getByText('Not set up').waitFor();
    await page.context().close();
  });

  it('lists the devices signed in from a second context, and signs them out everywhere else', async () => {
    const other = await signedIn();
    const { page, profile } = await signedIn();
    const row = profile.getByRole('listitem').filter({ hasText: 'Signed-in devices' });
    // Nothing asked for until the row opens.
    const asked = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((e) => e.name.includes('/me/history'))
            .length,
      );
    expect(await asked()).toBe(0);
    await row.getByRole('button', { name: 'Show devices' }).click();
    const devices = row.locator('.gh-w-pdevice');
    await devices.nth(1).waitFor();
    expect(await asked()).toBe(1);
    await expect
      .poll(() => devices.filter({ hasText: /Chrome on Linux/ }).count())
      .toBeGreaterThanOrEqual(2);
    expect(await devices.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-/);
    // This page's sign-in, the newest, is marked as this device; the other context's is not.
    const current = devices.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await devices.first().getAttribute('aria-current')).toBe('true');
    expect(await devices.nth(1).getAttribute('aria-current')).toBeNull();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // At 360 px the rows stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await row.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = profile.getByRole('dialog', { name: 'Sign out everywhere else' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Every other device was signed out.').waitFor();
    // This page is still signed in; the other context's session is over on its next call.
    await profile.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    await other.page.reload();
    await other.page.locator('gatehouse-flow').getByLabel('Email').waitFor();
    await page.context().close();
    await other.page.context().close();
  });

  it('deletes the account after its login id is typed, signs out, and refuses its sign-in', async () => {
    const { page, profile } = await signedIn();
    const row = profile.getByRole('listitem').filter({ hasText: 'Delete my account' });
    await row.getByText(`Delete ${ADA.email} and everything in it.`).waitFor();
    await row.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = profile.getByRole('dialog', { name: 'Delete my account' });
    const typed = dialog.getByLabel(`Type ${ADA.email} to confirm`);
    await typed.fill('someone@else.test');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog
      .getByText('Type this account’s email or login id, as shown, to delete it.')
      .waitFor();
    await typed.fill(ADA.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(LOGGED_OUT).waitFor();
    expect(app.emulator.store.data.users.some((u) => u.loginIds.includes(ADA.email))).toBe(false);

    const flow = page.locator('gatehouse-flow');
    await flow.getByLabel('Email').fill(ADA.email);
    await flow.getByRole('button', { name: 'Continue', exact: true }).click();
    await flow.getByLabel(/^Password/).fill(ADA.password);
    await flow.getByRole('button', { name: 'Sign in' }).click();
    await flow.getByText(/Wrong email or password/).waitFor();
    await page.context().close();
  });
});
