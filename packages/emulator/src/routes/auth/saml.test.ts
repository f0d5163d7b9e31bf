import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_REFUSED } from '../../auth/sso-scope';
import { findUserByLoginId } from '../../state/store';
import { codeOf, getPage, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';
import { SSO_APP as APP, expectSsoRefused, spAssertion } from '../../test/sso';

const emulator = useEmulator();
/** Acme's Tenant Admin's counterpart at Globex, and an Acme-only demo user. */
const GLOBEX_ADMIN = 'admin@globex.test';
const ACME_USER = 'ada.lovelace@acme.test';

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

  it('finds the tenant by the email domain and adds an existing user of no tenant to it once', async () => {
    // Changed with issue 23: this used Globex's admin, whom Acme's identity provider may no
    // longer sign in (see "refuses ..." below); a user of no tenant at Acme's domain joins.
    const created = await emulator.call('/v1/mgmt/user/create', {
      token: emulator.managementKey,
      body: { loginId: 'loner@acme.test', email: 'loner@acme.test' },
    });
    expect(created.status).toBe(200);
    const { idp, exchanged, redirect } = await signInThrough(
      'someone@ACME.test',
      'loner@acme.test',
      '',
    );
    expect(idp.html).toContain('Emulated identity provider for Acme Corp');
    expect(idp.html).toContain('value="someone@ACME.test"');
    expect(exchanged.status).toBe(200);
    const user = findUserByLoginId(emulator.store.data, 'loner@acme.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2acme', roleNames: [] }]);
    const claims = JSON.parse(
      Buffer.from(String(exchanged.body.sessionJwt).split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims.amr).toEqual(['saml']);
    expect(Object.keys(claims.tenants)).toEqual(['T2acme']);
    const replay = await emulator.call('/v1/auth/saml/exchange', {
      body: { code: codeOf(redirect.location) },
    });
    expect(replay.status).toBe(401);
    await signInThrough('T2acme', 'loner@acme.test', '');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2acme', roleNames: [] }]);
  });

  it("signs in an existing user of the tenant only, with the tenant's roles unchanged", async () => {
    const before = structuredClone(findUserByLoginId(emulator.store.data, ACME_USER)?.userTenants);
    const { exchanged } = await signInThrough('T2acme', ACME_USER, '');
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ user: { email: ACME_USER, SAML: true } });
    expect(findUserByLoginId(emulator.store.data, ACME_USER)?.userTenants).toEqual(before);
  });

  it("signs up a new user at the tenant's domain (any case) into that tenant only", async () => {
    const { exchanged } = await signInThrough('T2acme', 'Someone@ACME.Test', 'Some One');
    expect(exchanged.status).toBe(200);
    const user = findUserByLoginId(emulator.store.data, 'someone@acme.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2acme', roleNames: [] }]);
  });

  it('joins a new user to the tenant only, not to another that self-provisions the domain', async () => {
    const globex = emulator.store.data.tenants.find((tenant) => tenant.id === 'T2globex');
    globex?.selfProvisioningDomains.push('acme.test');
    const { exchanged } = await signInThrough('T2acme', 'someone@acme.test', '');
    expect(exchanged.status).toBe(200);
    const user = findUserByLoginId(emulator.store.data, 'someone@acme.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2acme', roleNames: [] }]);
  });

  it("refuses Globex's Tenant Admin through Acme's identity provider, changing nothing", async () => {
    const admin = findUserByLoginId(emulator.store.data, GLOBEX_ADMIN);
    for (const tenant of ['T2acme', 'someone@acme.test']) {
      await expectSsoRefused(emulator, () => spAssertion(emulator, tenant, GLOBEX_ADMIN), {
        tenant: 'T2acme',
        email: GLOBEX_ADMIN,
        reason: SSO_REFUSED.domain,
      });
    }
    expect(admin?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }]);
  });

  it("refuses emails outside the tenant's domains: other tenants', look-alikes, subdomains", async () => {
    for (const email of [
      'new.person@globex.test',
      'someone@evilacme.test',
      'someone@acme.test.evil',
      'someone@sub.acme.test',
      'someone@acme.test.',
      'someone@ACME.test.evil',
    ]) {
      await expectSsoRefused(emulator, () => spAssertion(emulator, 'T2acme', email), {
        tenant: 'T2acme',
        email,
        reason: SSO_REFUSED.domain,
      });
    }
  });

  it('refuses a user at the domain who also belongs to another tenant, changing nothing', async () => {
    const user = findUserByLoginId(emulator.store.data, ACME_USER);
    user?.userTenants.push({ tenantId: 'T2globex', roleNames: ['Tenant Admin'] });
    await expectSsoRefused(emulator, () => spAssertion(emulator, 'T2acme', ACME_USER), {
      tenant: 'T2acme',
      email: ACME_USER,
      reason: SSO_REFUSED.otherTenant,
    });
  });

  it('refuses the code of a user who joined another tenant after the assertion, unspent', async () => {
    const answer = await spAssertion(emulator, 'T2acme', ACME_USER);
    const user = findUserByLoginId(emulator.store.data, ACME_USER);
    user?.userTenants.push({ tenantId: 'T2globex', roleNames: [] });
    const code = codeOf(answer.location);
    const refused = await emulator.call('/v1/auth/saml/exchange', { body: { code } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toBe(SSO_REFUSED.otherTenant);
    expect(refused.body).not.toHaveProperty('sessionJwt');
    user?.userTenants.pop();
    const exchanged = await emulator.call('/v1/auth/saml/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
  });

  it("takes the tenant's configured SSO domains over its self-provisioning ones", async () => {
    const acme = emulator.store.data.tenants.find((tenant) => tenant.id === 'T2acme');
    if (!acme) throw new Error('no Acme');
    acme.sso = { domains: ['ACME-Corp.test'] };
    const { exchanged } = await signInThrough('who@acme-corp.test', 'who@acme-corp.test', '');
    expect(exchanged.status).toBe(200);
    const user = findUserByLoginId(emulator.store.data, 'who@acme-corp.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2acme', roleNames: [] }]);
    await expectSsoRefused(emulator, () => spAssertion(emulator, 'T2acme', 'new@acme.test'), {
      tenant: 'T2acme',
      email: 'new@acme.test',
      reason: SSO_REFUSED.domain,
    });
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
