import { approveEnchantedLink, virtualAuthenticator } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, bundle, expectNoneExternal, onEmulator, useProviderClients } from './harness';

// The provider's own flow web component (`descope-wc`, from npm) runs the emulator's flows:
// its screens, config.json, theme.json and UI library all come from the emulator.

const app = useProviderClients();

/** A page with `descope-wc` on flow `flowId`; `success` and `error` details kept on window. */
async function flowPage(flowId: string) {
  const opened = await app.open(`${bundle(app.emulator, 'web-component')}
<descope-wc flow-id="${flowId}" ${onEmulator(app.emulator)}></descope-wc>
<script>
  const wc = document.querySelector('descope-wc');
  wc.addEventListener('success', (event) => { window.success = event.detail; });
  wc.addEventListener('error', (event) => { window.failure = event.detail; });
</script>`);
  return opened;
}

type Detail = { sessionJwt?: string; refreshJwt?: string; user?: { email?: string } };
const successOf = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { success?: unknown }).success, null, {
    timeout: 15_000,
  });
  return page.evaluate(() => (window as unknown as { success: Detail }).success);
};

/** The session the success event carried is one the emulator takes. */
async function expectLiveSession(detail: Detail, email: string) {
  expect(detail.user?.email).toBe(email);
  const me = await fetch(`${app.emulator.url}/v1/auth/me`, {
    headers: { authorization: `Bearer ${app.emulator.projectId}:${detail.refreshJwt}` },
  });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email?: string }).email).toBe(email);
  expect(detail.sessionJwt?.split('.')).toHaveLength(3);
}

const field = (page: Page, name: string) =>
  page.locator(`descope-wc [name="${name}"] input`).first();
const button = (page: Page, id: string) => page.locator(`descope-wc descope-button#${id}`);

describe("the provider's descope-wc on the emulator", () => {
  it('signs admin@acme.test in with the password', async () => {
    const { page, external } = await flowPage('sign-in');
    await field(page, 'email').fill(ADMIN.email);
    await button(page, 'continue').click();
    await page.locator('descope-wc input[type="password"]').first().fill(ADMIN.password);
    await button(page, 'signIn').click();
    await expectLiveSession(await successOf(page), ADMIN.email);
    expectNoneExternal(external);
  });

  it("renders styled by the emulator's theme.json: a filled Continue button below the field", async () => {
    const { page, external } = await flowPage('sign-in');
    const continueButton = button(page, 'continue');
    await continueButton.waitFor();
    // The UI library's own button inside the element's shadow root, as its theme styles it.
    const look = await continueButton.evaluate((host) => {
      const inner = host.shadowRoot?.querySelector('vaadin-button');
      const style = inner ? getComputedStyle(inner) : undefined;
      return { background: style?.backgroundColor, fontFamily: style?.fontFamily };
    });
    // Gatehouse's light primary (#2f5bd3), laid over the provider's default theme.
    expect(look.background).toBe('rgb(47, 91, 211)');
    expect(look.fontFamily).not.toMatch(/^\s*(serif|"?Times)/i);
    // One control per row: the button sits below the email field, as wide as it.
    const fieldBox = await page.locator('descope-wc descope-email-field').boundingBox();
    const buttonBox = await continueButton.boundingBox();
    if (!fieldBox || !buttonBox) throw new Error('the sign-in screen did not render');
    expect(buttonBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1);
    expect(Math.abs(buttonBox.width - fieldBox.width)).toBeLessThan(8);
    expectNoneExternal(external);
  });

  it('signs admin@acme.test in with a code from the emulator inbox', async () => {
    const { page, external } = await flowPage('sign-in');
    await field(page, 'email').fill(ADMIN.email);
    await button(page, 'continue').click();
    await button(page, 'useCode').click();
    const passcode = page.locator('descope-wc descope-passcode');
    await passcode.waitFor();
    await expect.poll(async () => (await app.inbox(ADMIN.email)).length).toBeGreaterThan(0);
    const code = (await app.inbox(ADMIN.email)).at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // One digit per box, as a person types them: the passcode submits itself on the last
    // digit (`data-auto-submit`), so Verify is never pressed (pressing it as well raced the
    // automatic submit, whose code it then spent a second time).
    const digits = passcode.locator('input');
    for (const [index, digit] of [...code].entries()) {
      await digits.nth(index).pressSequentially(digit);
    }
    await expectLiveSession(await successOf(page), ADMIN.email);
    expectNoneExternal(external);
  });

  it('signs up with a passkey, then signs in with it (a virtual authenticator)', async () => {
    const email = 'passkey.person@example.test';
    const { page, external } = await flowPage('sign-up-or-in');
    const authenticator = await virtualAuthenticator(page);
    await field(page, 'email').fill(email);
    await button(page, 'passkey').click();
    await expectLiveSession(await successOf(page), email);
    expect((await authenticator.credentials()).length).toBe(1);

    // Signed out (the provider's stored tokens dropped), the same passkey signs in again.
    await page.evaluate(() => {
      localStorage.clear();
      (window as unknown as { success?: unknown }).success = undefined;
    });
    await page.reload();
    await field(page, 'email').fill(email);
    await button(page, 'passkey').click();
    await expectLiveSession(await successOf(page), email);
    const user = app.emulator.store.data.users.find((u) => u.loginIds.includes(email));
    expect(user?.webauthn).toHaveLength(1);
    expect(user?.webauthn[0]?.counter).toBeGreaterThan(0);
    expectNoneExternal(external);
  });
});

describe("the provider's descope-wc through the emulator's redirect and poll actions", () => {
  it('signs in with Google: redirected to the consent page and back, then exchanged', async () => {
    const { page, external } = await flowPage('sign-up-or-in');
    // The flow returns to this page (`redirect-url`), where descope-wc resumes its execution.
    await page.evaluate(() =>
      document.querySelector('descope-wc')?.setAttribute('redirect-url', location.href),
    );
    const start = page.url();
    await button(page, 'google').click();
    await page.waitForURL((url) => url.pathname === '/emulator/oauth/consent');
    expect(new URL(page.url()).origin).toBe(app.emulator.url);
    // The emulated provider's consent: a new identity signs in.
    await page.getByLabel("Or a new identity's email").fill('google.person@example.test');
    await page.getByLabel('Name').fill('Goo Person');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back on the host page, where descope-wc resumes the execution and exchanges the code.
    await page.waitForURL((url) => url.href.startsWith(start));
    await expectLiveSession(await successOf(page), 'google.person@example.test');
    const user = app.emulator.store.data.users.find((u) =>
      u.loginIds.includes('google.person@example.test'),
    );
    expect(user?.name).toBe('Goo Person');
    expectNoneExternal(external);
  });

  it('signs in with an enchanted link approved elsewhere while it polls', async () => {
    const { page, external } = await flowPage('sign-up-or-in');
    const polls: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/v1/flow/next') && body.includes('"polling"')) polls.push(body);
    });
    await field(page, 'email').fill(ADMIN.email);
    await button(page, 'enchantedLink').click();
    await expect.poll(async () => (await app.inbox(ADMIN.email)).length).toBeGreaterThan(0);
    const token = (await app.inbox(ADMIN.email)).filter((message) => message.token).at(-1)?.token;
    expect(token).toBeTruthy();
    // It polls before the link is opened, and keeps polling.
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await approveEnchantedLink(app.emulator, token)).toBe(200);
    await expectLiveSession(await successOf(page), ADMIN.email);
    expectNoneExternal(external);
  });
});
