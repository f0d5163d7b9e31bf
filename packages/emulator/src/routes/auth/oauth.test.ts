import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo';
import { findUserByLoginId } from '../../state/store';
import { codeOf, getPage, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';

const emulator = useEmulator();
const APP = 'http://localhost:5173/after-login';

async function authorize(provider: string, redirectURL = APP) {
  const { status, body } = await emulator.call('/v1/auth/oauth/authorize', {
    query: { provider, ...(redirectURL && { redirectURL }) },
    body: {},
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const url = new URL(String(body.url));
  return { url: url.toString(), state: url.searchParams.get('state') ?? '' };
}

const callback = (fields: Record<string, string>) =>
  submitForm(emulator.url, '/emulator/oauth/callback', fields);

describe('oauth', () => {
  beforeEach(() => emulator.reset());

  it('runs authorize, consent, callback and exchange for a new identity', async () => {
    const { url, state } = await authorize('github');
    expect(url.startsWith(`${emulator.url}/emulator/oauth/consent?state=`)).toBe(true);

    const consent = await getPage(url);
    expect(consent.status).toBe(200);
    expect(consent.csp).toContain("default-src 'none'");
    expect(consent.html).toContain('<title>Sign in with GitHub (emulated)</title>');
    expect(consent.html).toContain(`<option value="${DEMO_ADMIN.loginId}">`);
    expect(consent.html).toMatch(/<html lang="en">/);
    expect(consent.html.match(/<h1>/g)).toHaveLength(1);
    expect(consent.html).toContain('<label for="email">');
    expect(consent.html).toContain('>Continue</button>');

    const redirect = await callback({ state, email: 'octo@example.test', name: 'Octo Cat' });
    expect(redirect.status).toBe(302);
    expect(redirect.location.startsWith(`${APP}?code=`)).toBe(true);
    const code = codeOf(redirect.location);

    const exchanged = await emulator.call('/v1/auth/oauth/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      sessionJwt: expect.any(String),
      user: { email: 'octo@example.test', name: 'Octo Cat', verifiedEmail: true },
    });
    expect(findUserByLoginId(emulator.store.data, 'octo@example.test')?.oauth).toEqual({
      github: true,
    });
    const again = await emulator.call('/v1/auth/oauth/exchange', { body: { code } });
    expect(again.status).toBe(401);
  });

  it('signs in an existing user picked from the list, keeping the redirect query', async () => {
    const { state } = await authorize('google', 'http://localhost:5173/cb?next=%2Fdocs');
    const redirect = await callback({ state, existing: DEMO_ADMIN.loginId, email: '' });
    expect(redirect.location).toMatch(/^http:\/\/localhost:5173\/cb\?next=%2Fdocs&code=/);
    const exchanged = await emulator.call('/v1/auth/oauth/exchange', {
      body: { code: codeOf(redirect.location) },
    });
    expect(exchanged.body).toMatchObject({ user: { loginIds: [DEMO_ADMIN.loginId] } });
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'oauth',
    });
  });

  it('shows the code on its own page when there is no redirect URL', async () => {
    const { state } = await authorize('slack', '');
    const redirect = await callback({ state, email: 'sam@example.test', name: 'Sam' });
    expect(redirect.location.startsWith(`${emulator.url}/emulator/oauth/done?code=`)).toBe(true);
    const done = await getPage(redirect.location);
    expect(done.html).toContain(codeOf(redirect.location));
  });

  it('rejects unknown providers, bad redirect URLs and unknown states', async () => {
    const unknown = await emulator.call('/v1/auth/oauth/authorize', {
      query: { provider: 'myspace' },
      body: {},
    });
    expect(unknown.status).toBe(400);
    const script = await emulator.call('/v1/auth/oauth/authorize', {
      query: { provider: 'google', redirectURL: 'javascript:alert(1)' },
      body: {},
    });
    expect(script.status).toBe(400);
    const page = await fetch(`${emulator.url}/emulator/oauth/consent?state=nope`);
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({ errorCode: expect.any(String) });
    const used = await callback({ state: 'nope', email: 'x@example.test' });
    expect(used.status).toBe(400);
  });

  it('escapes user-controlled text on the consent page', async () => {
    const admin = findUserByLoginId(emulator.store.data, DEMO_ADMIN.loginId);
    if (!admin) throw new Error('demo admin missing');
    admin.name = '<script>alert(1)</script>';
    admin.loginIds = ['"><img src=x onerror=alert(1)>@acme.test'];
    const { url } = await authorize('github');
    const { html } = await getPage(url);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@acme.test');
  });

  it('finishes a native sign-in with a code from the consent page', async () => {
    const started = await emulator.call('/v1/auth/oauth/native/start', {
      body: { provider: 'apple', loginOptions: {}, implicit: false },
    });
    expect(started.body).toMatchObject({
      clientId: 'gatehouse-emulator-apple',
      stateId: expect.any(String),
      nonce: expect.any(String),
      implicit: false,
    });
    const stateId = String(started.body.stateId);
    const consent = await getPage(`${emulator.url}/emulator/oauth/consent?state=${stateId}`);
    expect(consent.html).toContain('Sign in with Apple (emulated)');
    const redirect = await callback({ state: stateId, email: 'ann@example.test', name: 'Ann' });
    const code = codeOf(redirect.location);
    const finished = await emulator.call('/v1/auth/oauth/native/finish', {
      body: { provider: 'apple', stateId, code },
    });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ user: { email: 'ann@example.test' } });
    const replay = await emulator.call('/v1/auth/oauth/native/finish', {
      body: { provider: 'apple', stateId, code },
    });
    expect(replay.status).toBe(401);
  });
});
