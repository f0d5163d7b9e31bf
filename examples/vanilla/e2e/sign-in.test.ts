import { approveEnchantedLink, axeViolations, virtualAuthenticator } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, LOGGED_OUT, useVanillaApp } from './harness';

// The vanilla example drives every flow scenario: the page's own code has no framework,
// and <gatehouse-flow> renders the flows the emulator serves, in real Chromium.

const app = useVanillaApp();

const flow = (page: Page) => page.locator('gatehouse-flow');
const signedInAs = (page: Page) =>
  expect.poll(() => page.textContent('#user-name'), { timeout: 15_000 });

/** Wait until the step fade and input stagger are over: mid-fade text is faint by design. */
const settled = (page: Page) =>
  flow(page).evaluate((el) =>
    Promise.all((el.shadowRoot?.getAnimations() ?? []).map((a) => a.finished)),
  );

async function typeCode(page: Page, code: string) {
  await flow(page).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function latestCode(email: string): Promise<string> {
  const messages = await app.inbox(email);
  const code = messages.filter((m) => m.code).at(-1)?.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

describe('signing in on the vanilla example', () => {
  it('signs in with a password, shows the user from the session atoms, and signs out', async () => {
    const page = await app.open('sign-in');
    await flow(page).getByLabel('Email').fill(ADMIN.email);
    await flow(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await flow(page)
      .getByLabel(/^Password/)
      .fill(ADMIN.password);
    await flow(page).getByRole('button', { name: 'Sign in' }).click();
    await signedInAs(page).toBe(ADMIN.name);
    expect(await page.textContent('#user-login')).toBe(ADMIN.email);
    // Tenants by name: the user record has the names, the session token only the ids.
    await expect.poll(() => page.textContent('#user-tenants')).toBe('Acme Corp');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => page.textContent('#status')).toBe(LOGGED_OUT);
    await page.context().close();
  });

  it('signs up a new user with an email code read from the inbox', async () => {
    const page = await app.open('sign-up-or-in');
    await flow(page).getByLabel('Email').fill('new.reader@example.test');
    await flow(page).getByRole('button', { name: 'Continue', exact: true }).click();
    // The code screen, its heading and the address the code went to, filled in from the form.
    await flow(page).getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await flow(page).getByText('We emailed a 6-digit code to').textContent()).toBe(
      'We emailed a 6-digit code to new.reader@example.test.',
    );
    await flow(page).getByLabel('Digit 1 of 6').waitFor();
    await typeCode(page, await latestCode('new.reader@example.test'));
    // New users may choose a password, or skip.
    await flow(page).getByRole('button', { name: 'Skip' }).first().click();
    const skipTotp = flow(page).getByRole('button', { name: 'Skip' });
    if (await skipTotp.count()) await skipTotp.first().click();
    await expect
      .poll(() => page.textContent('#user-login'), { timeout: 15_000 })
      .toBe('new.reader@example.test');
    await page.context().close();
  });

  it('after a wrong code clears the boxes, and a code typed at human speed submits once', async () => {
    const page = await app.open('sign-up-or-in');
    // Every flow submit (Chromium does not expose these bodies, so they are counted).
    let submits = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/flow/next')) submits++;
    });
    await flow(page).getByLabel('Email').fill(ADMIN.email);
    await flow(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await flow(page).getByRole('button', { name: 'Use a code instead' }).click();
    await flow(page).getByLabel('Digit 1 of 6').waitFor();
    await expect.poll(() => submits).toBe(1);
    const right = await latestCode(ADMIN.email);
    const wrong = right === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await expect
      .poll(() => flow(page).getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toMatch(/wrong code/i);
    // The boxes are emptied and focus is back on the first one.
    const boxes = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          flow(page)
            .getByLabel(`Digit ${i + 1} of 6`)
            .inputValue(),
        ),
      );
    await expect.poll(async () => (await boxes()).join('')).toBe('');
    expect(
      await flow(page).evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('aria-label')),
    ).toBe('Digit 1 of 6');
    expect(submits).toBe(2);

    // The right code, one key every 150 ms, as a person types: it signs in with one submit
    // (a submit of any other digits would have been refused as a wrong code).
    await page.keyboard.type(right, { delay: 150 });
    await signedInAs(page).toBe(ADMIN.name);
    expect(submits).toBe(3);
    await page.context().close();
  });

  it('signs up with a passkey, then signs in with it, using a virtual authenticator', async () => {
    const page = await app.open('sign-up-or-in');
    await flow(page).getByLabel('Email').waitFor();
    const authenticator = await virtualAuthenticator(page);
    await flow(page).getByLabel('Email').fill('passkey.person@example.test');
    await flow(page).getByRole('button', { name: 'Continue with passkey' }).click();
    await expect
      .poll(() => page.textContent('#user-login'), { timeout: 15_000 })
      .toBe('passkey.person@example.test');

    // The sign-in screen's email field offers the passkey in its autofill, which a virtual
    // authenticator simulating presence would answer at once (e2e/sign-in-paths.test.ts).
    // Without presence it waits, and this test signs in with the button, which replaces it.
    const { presence } = authenticator;
    await presence(false);
    await page.evaluate(() => {
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options) => {
        if (options?.mediation === 'conditional') document.body.dataset.autofill = 'waiting';
        return get(options);
      };
    });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => page.textContent('#status')).toBe(LOGGED_OUT);
    await expect.poll(() => page.evaluate(() => document.body.dataset.autofill)).toBe('waiting');
    await presence(true);
    await flow(page).getByLabel('Email').fill('passkey.person@example.test');
    await flow(page).getByRole('button', { name: 'Continue with passkey' }).click();
    await expect
      .poll(() => page.textContent('#user-login'), { timeout: 15_000 })
      .toBe('passkey.person@example.test');
    const user = app.emulator.store.data.users.find((u) =>
      u.loginIds.includes('passkey.person@example.test'),
    );
    expect(user?.webauthn).toHaveLength(1);
    expect(user?.webauthn[0]?.counter).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('round-trips an OAuth sign-in through the emulated consent page', async () => {
    const page = await app.open('sign-up-or-in');
    await flow(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/emulator\/oauth\/consent/);
    await page.getByLabel(/email/i).first().fill('oauth.person@example.test');
    await page.getByLabel(/name/i).first().fill('OAuth Person');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await signedInAs(page).toBe('OAuth Person');
    expect(page.url()).not.toContain('code=');
    await page.context().close();
  });

  it('signs in with an enchanted link approved elsewhere, by polling', async () => {
    const page = await app.open('sign-up-or-in');
    await flow(page).getByLabel('Email').fill(ADMIN.email);
    await flow(page)
      .getByRole('button', { name: /enchanted/ })
      .click();
    await flow(page)
      .getByText(/Open it on any device/)
      .waitFor();
    const token = (await app.inbox(ADMIN.email)).filter((m) => m.token).at(-1)?.token;
    expect(token).toBeTruthy();
    // The link is opened on another device: approve it straight through the API.
    expect(await approveEnchantedLink(app.emulator, token)).toBe(200);
    await signedInAs(page).toBe(ADMIN.name);
    await page.context().close();
  });

  it('completes a whole flow with the keyboard alone', async () => {
    const page = await app.open('sign-in');
    await flow(page).getByLabel('Email').waitFor();
    // The flow focuses its first input when a screen appears.
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Enter');
    await flow(page)
      .getByLabel(/^Password/)
      .waitFor();
    await expect
      .poll(() => flow(page).evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('type')))
      .toBe('password');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await signedInAs(page).toBe(ADMIN.name);
    await page.context().close();
  });

  it('has no axe violations on the sign-in screens', async () => {
    const page = await app.open('sign-up-or-in');
    await flow(page).getByLabel('Email').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await flow(page).getByLabel('Email').fill(ADMIN.email);
    await flow(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await flow(page)
      .getByLabel(/^Password/)
      .waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
