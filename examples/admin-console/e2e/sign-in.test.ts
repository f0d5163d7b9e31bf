import { describe, expect, it } from 'vitest';
import { ADMIN, consoleApp } from './harness';

// The console's sign-in flow (the emulator's `sign-in`) in Chromium, with an email nobody has:
// it must not say so (issue 24). It goes on exactly as an account's email does, and is
// refused as a wrong password is.

const app = consoleApp();

const UNKNOWN = 'nobody.here@example.test';

describe('signing in to the console with an unknown email', () => {
  it('asks for the password as for an account, and refuses it as a wrong one', async () => {
    const page = await app.open();
    const seen: Record<string, { heading: string | null; error: string | null }> = {};
    for (const email of [ADMIN.email, UNKNOWN]) {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByLabel(/^Password/).fill('Not-The-Password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const error = page.getByText('Wrong email or password.');
      await error.waitFor();
      seen[email] = {
        heading: await page.locator('h2.gh-title').textContent(),
        error: await error.textContent(),
      };
      expect(await page.getByText('No account with this email').count()).toBe(0);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
    }
    expect(seen[UNKNOWN]).toEqual(seen[ADMIN.email]);

    // A code instead: the same screen, which says a code went out only if the account exists.
    await page.getByLabel('Email').fill(UNKNOWN);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Use a code instead' }).click();
    await page
      .getByText(`If an account exists for ${UNKNOWN}, we emailed it a 6-digit code.`)
      .waitFor();
    expect(await app.inbox(UNKNOWN)).toEqual([]);
    await page.context().close();
  });
});
