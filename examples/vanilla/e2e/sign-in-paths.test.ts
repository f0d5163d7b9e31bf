import { virtualAuthenticator } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, LOGGED_OUT, useVanillaApp } from './harness';

// The sign-in paths that begin outside the flow's buttons, in real Chromium against the
// emulator: a passkey picked from the login field's autofill (conditional UI), a start from
// an identity provider's code in the page URL, and a translated screen.

const app = useVanillaApp();

const flow = (page: Page) => page.locator('gatehouse-flow');
const signedInAs = (page: Page) =>
  expect.poll(() => page.textContent('#user-login'), { timeout: 15_000 });

interface Recorded {
  calls: Array<{ path: string; body: Record<string, unknown> }>;
  gets: Array<{ mediation?: string; allowed: number }>;
}

/**
 * Record, in the page, each auth and flow call with its body, and each passkey request with
 * its mediation. Chromium does not show a fetch body to the test (it is a stream), so the page
 * copies it before sending.
 */
const RECORDER = () => {
  const recorded = { calls: [], gets: [] } as Recorded;
  (window as unknown as { recorded: Recorded }).recorded = recorded;
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST' && /^\/v1\/(auth|flow)\//.test(url.pathname)) {
      const text = await request.clone().text();
      recorded.calls.push({ path: url.pathname, body: text ? JSON.parse(text) : {} });
    }
    return send(request);
  };
  const get = navigator.credentials.get.bind(navigator.credentials);
  navigator.credentials.get = (options) => {
    const allowed = options?.publicKey?.allowCredentials?.length ?? 0;
    recorded.gets.push({ mediation: options?.mediation, allowed });
    return get(options);
  };
};
const recordedIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

describe('sign-in paths', () => {
  it('signs in with a passkey picked from the email field autofill (conditional UI)', async () => {
    const email = 'autofill.person@example.test';
    const page = await app.open('sign-up-or-in');
    await flow(page).getByLabel('Email').waitFor();
    // A platform authenticator that holds discoverable credentials. With presence simulated
    // it answers at once, as a person choosing the passkey would; without, it waits.
    const authenticator = await virtualAuthenticator(page);
    const { presence } = authenticator;
    await flow(page).getByLabel('Email').fill(email);
    await flow(page).getByRole('button', { name: 'Continue with passkey' }).click();
    await signedInAs(page).toBe(email);
    const credentials = await authenticator.credentials();
    expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);

    // Back on the sign-in screen, nobody picks a passkey yet: the conditional request waits
    // in the background while the email field stays usable.
    await presence(false);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    const field = flow(page).getByLabel('Email');
    await field.waitFor();
    expect(await field.getAttribute('autocomplete')).toBe('username webauthn');
    await expect.poll(() => paths).toContain('/v1/auth/webauthn/signin/start');
    await page.waitForTimeout(1_000);
    expect(paths.filter((path) => path.startsWith('/v1/flow/'))).toEqual([]);
    expect(await page.textContent('#status')).toBe(LOGGED_OUT);
    await field.fill('typing still works');
    expect(await field.inputValue()).toBe('typing still works');

    // The page again, and this time the passkey is chosen when the field offers it.
    await presence(true);
    await page.addInitScript(RECORDER);
    await page.reload();
    await signedInAs(page).toBe(email);
    const { calls, gets } = await recordedIn(page);
    // One browser request, conditional, that named no credential: the field's autofill.
    expect(gets).toEqual([{ mediation: 'conditional', allowed: 0 }]);
    const start = calls.find((call) => call.path === '/v1/auth/webauthn/signin/start');
    expect(start?.body).toEqual({ loginId: '', origin: new URL(page.url()).origin });
    // The chosen passkey went to the flow as the email field's interaction; no button was
    // pressed and the flow never asked for a passkey itself.
    const flowCalls = calls.filter((call) => call.path.startsWith('/v1/flow/'));
    expect(flowCalls).toHaveLength(1);
    expect(flowCalls[0]?.body).toMatchObject({
      flowId: 'sign-up-or-in',
      interactionId: 'email',
      input: { transactionId: expect.any(String), response: expect.any(String) },
    });
    const user = app.emulator.store.data.users.find((u) => u.loginIds.includes(email));
    expect(user?.webauthn[0]?.counter).toBeGreaterThan(0);
    expect(app.emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'webauthn',
    });
    await page.context().close();
  });

  it("lands signed in from an identity provider's IdP-initiated sign-on", async () => {
    const email = 'portal.person@globex.test';
    const context = await app.browser.newContext();
    const page = await context.newPage();
    // The app page the tenant's identity provider sends its users to.
    const appPage = new URL(`http://localhost:${new URL(app.site.url).port}/`);
    appPage.search = new URLSearchParams({
      projectId: app.emulator.projectId,
      baseUrl: app.emulator.url,
      flowId: 'sign-in',
    }).toString();
    const portal = new URL('/emulator/saml/idp-initiated', app.emulator.url);
    portal.search = new URLSearchParams({
      tenant: 'T2globex',
      redirectURL: appPage.toString(),
    }).toString();
    await page.goto(portal.toString());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Portal Person');
    await page.getByRole('button', { name: 'Continue' }).click();
    await signedInAs(page).toBe(email);
    // Tenants by name: the user record has the names, the session token only the ids.
    await expect.poll(() => page.textContent('#user-tenants')).toBe('Globex');
    // The code was read once and taken off the address; the page's own parameters stay.
    const landed = new URL(page.url());
    expect(landed.searchParams.has('code')).toBe(false);
    expect(landed.searchParams.get('flowId')).toBe('sign-in');
    expect(app.emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'saml',
    });
    await context.close();
  });

  it('shows the French screens with locale=fr, and signs in through them', async () => {
    const page = await app.open('sign-in', { locale: 'fr' });
    await flow(page).getByRole('heading', { name: 'Se connecter' }).waitFor();
    await flow(page).getByLabel('Adresse e-mail').fill(ADMIN.email);
    await flow(page).getByRole('button', { name: 'Continuer', exact: true }).click();
    await flow(page).getByRole('heading', { name: 'Saisissez votre mot de passe' }).waitFor();
    await flow(page)
      .getByLabel(/^Mot de passe/)
      .fill(ADMIN.password);
    await flow(page).getByRole('button', { name: 'Se connecter' }).click();
    await signedInAs(page).toBe(ADMIN.email);
    await page.context().close();
  });

  it('ignores a locale parameter that is not a language tag', async () => {
    const page = await app.open('sign-in', { locale: '../welcome' });
    await flow(page).getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await flow(page).getAttribute('locale')).toBeNull();
    await page.context().close();
  });
});
