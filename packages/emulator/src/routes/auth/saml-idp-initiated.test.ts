import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../../state/store';
import { codeOf, getPage, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';

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
    expect((await page({ tenant: 'T2globex' })).status).toBe(400);
    const callback = await submitForm(emulator.url, '/emulator/saml/idp-initiated/callback', {
      tenant: 'T2globex',
      redirectURL: 'javascript:alert(1)',
      email: 'x@globex.test',
    });
    expect(callback.status).toBe(400);
  });
});
