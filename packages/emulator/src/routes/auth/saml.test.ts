import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../../state/store';
import { codeOf, getPage, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';

const emulator = useEmulator();
const APP = 'http://localhost:5173/sso';

async function authorize(tenant: string) {
  const { status, body } = await emulator.call('/v1/auth/saml/authorize', {
    query: { tenant, redirectURL: APP },
    body: {},
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const url = new URL(String(body.url));
  return { url: url.toString(), state: url.searchParams.get('state') ?? '' };
}

async function signInThrough(tenant: string, email: string, name: string) {
  const { url, state } = await authorize(tenant);
  expect(url.startsWith(`${emulator.url}/emulator/saml/idp?state=`)).toBe(true);
  const idp = await getPage(url);
  const redirect = await submitForm(emulator.url, '/emulator/saml/callback', {
    state,
    email,
    name,
  });
  expect(redirect.status).toBe(302);
  expect(redirect.location.startsWith(`${APP}?code=`)).toBe(true);
  const exchanged = await emulator.call('/v1/auth/saml/exchange', {
    body: { code: codeOf(redirect.location) },
  });
  return { idp, redirect, exchanged };
}

describe('saml', () => {
  beforeEach(() => emulator.reset());

  it('signs a new user into a tenant named by id', async () => {
    const { idp, exchanged } = await signInThrough('T2globex', 'new.person@globex.test', 'New');
    expect(idp.status).toBe(200);
    expect(idp.html).toContain('<h1>Emulated identity provider for Globex</h1>');
    expect(idp.html).toContain('<label for="email">');
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      sessionJwt: expect.any(String),
      user: { email: 'new.person@globex.test', SAML: true },
    });
    const user = findUserByLoginId(emulator.store.data, 'new.person@globex.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: [] }]);
  });

  it('finds the tenant by the email domain and adds an existing user to it once', async () => {
    const { idp, exchanged, redirect } = await signInThrough(
      'someone@ACME.test',
      'admin@globex.test',
      '',
    );
    expect(idp.html).toContain('Emulated identity provider for Acme Corp');
    expect(idp.html).toContain('value="someone@ACME.test"');
    expect(exchanged.status).toBe(200);
    const user = findUserByLoginId(emulator.store.data, 'admin@globex.test');
    expect(user?.userTenants.map((entry) => entry.tenantId)).toEqual(['T2globex', 'T2acme']);
    const claims = JSON.parse(
      Buffer.from(String(exchanged.body.sessionJwt).split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims.amr).toEqual(['saml']);
    expect(Object.keys(claims.tenants)).toContain('T2acme');
    const replay = await emulator.call('/v1/auth/saml/exchange', {
      body: { code: codeOf(redirect.location) },
    });
    expect(replay.status).toBe(401);
  });

  it('answers 400 when no tenant matches, and for unknown states', async () => {
    for (const tenant of ['T2nothing', 'who@unknown.test']) {
      const { status } = await emulator.call('/v1/auth/saml/authorize', {
        query: { tenant },
        body: {},
      });
      expect(status).toBe(400);
    }
    const idp = await fetch(`${emulator.url}/emulator/saml/idp?state=nope`);
    expect(idp.status).toBe(400);
    const missing = await emulator.call('/v1/auth/saml/exchange', { body: {} });
    expect(missing.status).toBe(400);
  });
});
