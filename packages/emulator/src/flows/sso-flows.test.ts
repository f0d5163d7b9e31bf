import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_REFUSED } from '../auth/sso-scope';
import { findUserByLoginId } from '../state/store';
import { codeOf } from '../test/browser';
import { useEmulator } from '../test/emulator';
import { type Answer, expectCompleted, expectScreen, flowClient } from '../test/flow-client';
import { expectSsoRefused, submitIdp } from '../test/sso';

// A flow's SP-initiated single sign-on (`saml.start`, then `saml.exchange` with the code the
// identity provider sends back) keeps the same tenant rule as the REST routes: Acme's
// identity provider signs in only emails of Acme's domains, and nobody of another tenant.

const emulator = useEmulator();
const flow = flowClient(emulator);
const FLOW_ID = 'test-acme-sso';

/** A flow that goes straight to Acme's identity provider and exchanges what comes back. */
function installFlow() {
  emulator.store.data.flows[FLOW_ID] = {
    version: 1,
    start: '1',
    steps: {
      '1': {
        kind: 'screen',
        screenId: 'sign-in',
        stepName: 'Sign in',
        next: { sso: '2' },
      },
      '2': { kind: 'action', action: 'saml.start', params: { tenant: 'T2acme' }, onSuccess: '3' },
      '3': { kind: 'action', action: 'saml.exchange', onSuccess: '4', onFailure: '1' },
      '4': { kind: 'end' },
    },
  };
}

/** Start the flow, press SSO, and have Acme's identity provider assert `email`. */
async function assertThroughFlow(email: string) {
  const shown = await flow.start(FLOW_ID);
  const redirect: Answer = await flow.next(shown, 'sso');
  expect(redirect.action).toBe('redirect');
  const idpPage = new URL(String((redirect.redirect as { url: string }).url));
  const state = idpPage.searchParams.get('state') ?? '';
  return submitIdp(emulator, '/emulator/saml/callback', { state, email, name: 'Asserted' });
}

describe("a flow's single sign-on through a tenant's identity provider", () => {
  beforeEach(async () => {
    await emulator.reset();
    installFlow();
  });

  it("refuses Globex's Tenant Admin through Acme's identity provider, changing nothing", async () => {
    await expectSsoRefused(emulator, () => assertThroughFlow('admin@globex.test'), {
      tenant: 'T2acme',
      email: 'admin@globex.test',
      reason: SSO_REFUSED.domain,
    });
    const admin = findUserByLoginId(emulator.store.data, 'admin@globex.test');
    expect(admin?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }]);
  });

  it('signs in a new user at the domain, who joins Acme', async () => {
    const answer = await assertThroughFlow('someone@acme.test');
    expect(answer.status).toBe(302);
    const done = await flow.resume(answer.location, { code: codeOf(answer.location) });
    const authInfo = await expectCompleted(emulator, done, 'someone@acme.test', 'saml');
    expect(authInfo.user?.userTenants).toEqual([
      expect.objectContaining({ tenantId: 'T2acme', roleNames: [] }),
    ]);
  });

  it("refuses at the exchange a user who has joined another tenant since, on the flow's screen", async () => {
    const answer = await assertThroughFlow('ada.lovelace@acme.test');
    const user = findUserByLoginId(emulator.store.data, 'ada.lovelace@acme.test');
    user?.userTenants.push({ tenantId: 'T2globex', roleNames: ['Tenant Admin'] });
    const refused = await flow.resume(answer.location, { code: codeOf(answer.location) });
    expect(expectScreen(refused, 'sign-in').errorText).toBe(SSO_REFUSED.otherTenant);
    expect(refused).not.toHaveProperty('authInfo');
  });
});
