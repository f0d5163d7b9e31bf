import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_REFUSED } from '../../auth/sso-scope';
import { IDP_REDIRECT_REFUSED } from '../../federation/idp-redirect';
import { findUserByLoginId } from '../../state/store';
import { codeOf, getPage, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';
import { expectSsoRefused, idpAssertion } from '../../test/sso';

// IdP-initiated SAML sign-on: the user starts at the tenant's identity provider (its portal),
// which sends the browser to the app with a code no sign-in of the app asked for.

const emulator = useEmulator();
const APP = 'http://localhost:5173/sso';

async function portalCode(tenant: string, email: string, redirectURL = APP) {
  const redirect = await submitForm(emulator.url, '/emulator/saml/idp-initiated/callback', {
    tenant,
    redirectURL,
    email,
    name: 'Portal Person',
  });
  expect(redirect.status).toBe(302);
  return redirect.location;
}

describe('IdP-initiated SAML', () => {
  beforeEach(() => emulator.reset());

  it("shows the tenant's portal page, whose form carries the tenant and the app page", async () => {
    const url = new URL('/emulator/saml/idp-initiated', emulator.url);
    url.searchParams.set('tenant', 'someone@globex.test');
    url.searchParams.set('redirectURL', APP);
    const portal = await getPage(url.toString());
    expect(portal.status).toBe(200);
    expect(portal.html).toContain('<h1>Sign in to the app from Globex&#39;s identity provider');
    expect(portal.html).toContain('action="/emulator/saml/idp-initiated/callback"');
    expect(portal.html).toContain('name="tenant" value="T2globex"');
    expect(portal.html).toContain(`name="redirectURL" value="${APP}"`);
    expect(portal.csp).toContain("default-src 'none'");
  });

  it('lands on the app with a code the SAML exchange takes once', async () => {
    const location = await portalCode('T2globex', 'portal.person@globex.test');
    expect(location.startsWith(`${APP}?code=`)).toBe(true);
    const exchanged = await emulator.call('/v1/auth/saml/exchange', {
      body: { code: codeOf(location) },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ user: { email: 'portal.person@globex.test' } });
    const user = findUserByLoginId(emulator.store.data, 'portal.person@globex.test');
    expect(user?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: [] }]);
    const replay = await emulator.call('/v1/auth/saml/exchange', {
      body: { code: codeOf(location) },
    });
    expect(replay.status).toBe(401);
  });

  it('refuses unknown tenants and app pages that are not http(s) URLs', async () => {
    const page = (query: Record<string, string>) =>
      fetch(`${emulator.url}/emulator/saml/idp-initiated?${new URLSearchParams(query)}`);
    expect((await page({ tenant: 'T2nothing', redirectURL: APP })).status).toBe(400);
    expect((await page({ tenant: 'T2globex', redirectURL: 'javascript:alert(1)' })).status).toBe(
      400,
    );
    // Changed with issue 23: a portal without redirectURL is no longer a 400, it lands on the
    // tenant's SSO redirect URL (tested below).
    expect((await page({ tenant: 'T2globex' })).status).toBe(200);
    const callback = await submitForm(emulator.url, '/emulator/saml/idp-initiated/callback', {
      tenant: 'T2globex',
      redirectURL: 'javascript:alert(1)',
      email: 'x@globex.test',
    });
    expect(callback.status).toBe(400);
  });

  it("refuses Globex's Tenant Admin through Acme's portal, changing nothing", async () => {
    await expectSsoRefused(emulator, () => idpAssertion(emulator, 'T2acme', 'admin@globex.test'), {
      tenant: 'T2acme',
      email: 'admin@globex.test',
      reason: SSO_REFUSED.domain,
    });
    const admin = findUserByLoginId(emulator.store.data, 'admin@globex.test');
    expect(admin?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }]);
  });

  it('signs in an existing user of the tenant only', async () => {
    const location = await portalCode('T2acme', 'ada.lovelace@acme.test');
    const exchanged = await emulator.call('/v1/auth/saml/exchange', {
      body: { code: codeOf(location) },
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ user: { email: 'ada.lovelace@acme.test' } });
  });

  it('never carries a code to an app page off the approved domains and the configuration', async () => {
    const users = emulator.store.data.users.length;
    for (const redirectURL of [
      'https://evil.example/steal',
      'http://localhost.evil.example:5173/sso',
      'http://evil.example/?next=http://localhost:5173/sso',
      'http://localhost:5173@evil.example/sso',
      'http://127.0.0.1.evil.example/',
    ]) {
      const url = new URL('/emulator/saml/idp-initiated', emulator.url);
      url.search = new URLSearchParams({ tenant: 'T2globex', redirectURL }).toString();
      const page = await fetch(url);
      expect(page.status, redirectURL).toBe(400);
      expect(await page.json()).toMatchObject({ errorMessage: IDP_REDIRECT_REFUSED });
      const callback = await idpAssertion(
        emulator,
        'T2globex',
        'portal.person@globex.test',
        redirectURL,
      );
      expect(callback.status, redirectURL).toBe(400);
      expect(callback.location).toBe('');
      expect(callback.body).toMatchObject({ errorMessage: IDP_REDIRECT_REFUSED });
    }
    expect(emulator.store.data.users.length).toBe(users);
    const codes = Object.values(emulator.store.data.pending).filter((p) => p.kind === 'saml-code');
    expect(codes).toEqual([]);
  });

  it("lands on the tenant's configured redirect URL, on whatever domain", async () => {
    const globex = emulator.store.data.tenants.find((tenant) => tenant.id === 'T2globex');
    if (!globex) throw new Error('no Globex');
    globex.sso = { redirectUrl: 'https://app.globex.example/sso?from=idp' };
    for (const redirectURL of ['', 'https://app.globex.example/sso?from=idp']) {
      const answer = await idpAssertion(
        emulator,
        'T2globex',
        'portal.person@globex.test',
        redirectURL,
      );
      expect(answer.status).toBe(302);
      expect(answer.location.startsWith('https://app.globex.example/sso?from=idp&code=')).toBe(
        true,
      );
    }
    const other = await idpAssertion(
      emulator,
      'T2globex',
      'portal.person@globex.test',
      'https://app.globex.example/other',
    );
    expect(other.status).toBe(400);
  });

  it("without a configured or given app page, shows the code on the emulator's own page", async () => {
    const answer = await idpAssertion(emulator, 'T2globex', 'portal.person@globex.test', '');
    expect(answer.status).toBe(302);
    expect(answer.location.startsWith(`${emulator.url}/emulator/saml/done?code=`)).toBe(true);
  });

  it('from a state exported before approved domains, sends codes to the configured page only', async () => {
    delete emulator.store.data.approvedDomains;
    const refused = await idpAssertion(emulator, 'T2globex', 'portal.person@globex.test', APP);
    expect(refused.status).toBe(400);
    const answer = await idpAssertion(emulator, 'T2globex', 'portal.person@globex.test', '');
    expect(answer.location.startsWith(`${emulator.url}/emulator/saml/done?code=`)).toBe(true);
  });
});
