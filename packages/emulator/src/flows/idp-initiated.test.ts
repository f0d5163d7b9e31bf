import { beforeEach, describe, expect, it } from 'vitest';
import { SSO_REFUSED } from '../auth/sso-scope';
import { IDP_REDIRECT_REFUSED } from '../federation/idp-redirect';
import { findUserByLoginId } from '../state/store';
import { codeOf, submitForm } from '../test/browser';
import { useEmulator } from '../test/emulator';
import { APP, expectCompleted, expectScreen, flowClient } from '../test/flow-client';
import { expectSsoRefused, idpAssertion } from '../test/sso';

// IdP-initiated starts, as @gatehouse/core sends them: a page opened with an identity
// provider's `code` and no execution meets the flow's `idpInitiated` condition, which names
// no screen, so the client starts at once with `conditionInteractionId: 'idpInitiated'` and
// the input `{exchangeCode, idpInitiated: true}`.

const emulator = useEmulator();
const flow = flowClient(emulator);
const EMAIL = 'portal.person@globex.test';

async function portalCode(email = EMAIL) {
  const redirect = await submitForm(emulator.url, '/emulator/saml/idp-initiated/callback', {
    tenant: 'T2globex',
    redirectURL: `${APP}/signed-in`,
    email,
    name: 'Portal Person',
  });
  return codeOf(redirect.location);
}

const idpStart = (flowId: string, input: Record<string, unknown>) =>
  flow.start(flowId, { conditionInteractionId: 'idpInitiated', interactionId: '', input });

describe('IdP-initiated flow starts', () => {
  beforeEach(() => emulator.reset());

  it('the condition names no screen in config.json, and keeps its start step to itself', async () => {
    const { body } = await emulator.call(`/pages/${emulator.projectId}/v2-beta/config.json`);
    const flows = body.flows as Record<string, { conditions: Record<string, unknown>[] }>;
    for (const flowId of ['sign-in', 'sign-up-or-in']) {
      expect(flows[flowId]?.conditions[0]).toEqual({
        key: 'idpInitiated',
        operator: 'is-true',
        met: { interactionId: 'idpInitiated' },
      });
    }
  });

  for (const flowId of ['sign-in', 'sign-up-or-in']) {
    it(`${flowId}: exchanges the code within the flow and completes with the session`, async () => {
      const done = await idpStart(flowId, { exchangeCode: await portalCode(), idpInitiated: true });
      const authInfo = await expectCompleted(emulator, done, EMAIL, 'saml');
      expect(authInfo.user).toMatchObject({ email: EMAIL, SAML: true });
    });
  }

  it("asks for the user's TOTP after the code, as after any first factor", async () => {
    const code = await portalCode();
    const user = findUserByLoginId(emulator.store.data, EMAIL);
    if (!user) throw new Error('no user');
    user.totpSecret = 'JBSWY3DPEHPK3PXP';
    const answer = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expectScreen(answer, 'totp-code');
  });

  it("a bad or used code shows the flow's error on its start screen", async () => {
    const bad = await idpStart('sign-in', { exchangeCode: 'not-a-code', idpInitiated: true });
    expect(expectScreen(bad, 'sign-in').errorText).toBe('Single sign-on failed. Try again.');

    const code = await portalCode();
    expect((await idpStart('sign-in', { exchangeCode: code, idpInitiated: true })).status).toBe(
      'completed',
    );
    const used = await idpStart('sign-up-or-in', { exchangeCode: code, idpInitiated: true });
    expect(expectScreen(used, 'welcome').errorText).toBe('Single sign-on failed. Try again.');
  });

  it("refuses a code of another execution's SSO sign-in, without spending it", async () => {
    const started = await emulator.call('/v1/auth/saml/authorize', {
      query: { tenant: 'T2globex', redirectURL: APP },
      body: {},
    });
    const state = new URL(String(started.body.url)).searchParams.get('state') ?? '';
    const redirect = await submitForm(emulator.url, '/emulator/saml/callback', {
      state,
      email: EMAIL,
      name: '',
    });
    const code = codeOf(redirect.location);
    const answer = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expect(expectScreen(answer, 'sign-in').errorText).toBe('Single sign-on failed. Try again.');
    const exchanged = await emulator.call('/v1/auth/saml/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
  });

  it('without a code (descope_idp_initiated alone) shows the start screen', async () => {
    const answer = await idpStart('sign-in', { idpInitiated: true });
    const state = expectScreen(answer, 'sign-in');
    expect(state.errorText).toBeUndefined();
  });

  it('refuses a disabled user without spending the code', async () => {
    const code = await portalCode();
    const user = findUserByLoginId(emulator.store.data, EMAIL);
    if (!user) throw new Error('no user');
    user.status = 'disabled';
    const answer = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expect(expectScreen(answer, 'sign-in').errorText).toBe('This account is disabled.');
    user.status = 'enabled';
    const again = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expect(again.status).toBe('completed');
  });

  it("Acme's portal gives Globex's Tenant Admin no code, so no flow signs him in", async () => {
    await expectSsoRefused(
      emulator,
      () => idpAssertion(emulator, 'T2acme', 'admin@globex.test', `${APP}/signed-in`),
      { tenant: 'T2acme', email: 'admin@globex.test', reason: SSO_REFUSED.domain },
    );
    const admin = findUserByLoginId(emulator.store.data, 'admin@globex.test');
    expect(admin?.userTenants).toEqual([{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }]);
  });

  it("a new user at the tenant's domain starts the flow signed in, in that tenant", async () => {
    const done = await idpStart('sign-in', {
      exchangeCode: await portalCode(),
      idpInitiated: true,
    });
    const authInfo = await expectCompleted(emulator, done, EMAIL, 'saml');
    expect(authInfo.user?.userTenants).toEqual([
      expect.objectContaining({ tenantId: 'T2globex', roleNames: [] }),
    ]);
  });

  it('never carries the code to an app page off the approved domains', async () => {
    const answer = await idpAssertion(emulator, 'T2globex', EMAIL, 'https://evil.example/flow');
    expect(answer).toMatchObject({ status: 400, location: '' });
    expect(answer.body.errorMessage).toBe(IDP_REDIRECT_REFUSED);
    expect(findUserByLoginId(emulator.store.data, EMAIL)).toBeUndefined();
  });

  it('refuses, unspent, the code of a user who has joined another tenant since', async () => {
    const code = await portalCode();
    const user = findUserByLoginId(emulator.store.data, EMAIL);
    if (!user) throw new Error('no user');
    user.userTenants.push({ tenantId: 'T2acme', roleNames: ['Tenant Admin'] });
    const answer = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expect(expectScreen(answer, 'sign-in').errorText).toBe(SSO_REFUSED.otherTenant);
    user.userTenants.pop();
    const again = await idpStart('sign-in', { exchangeCode: code, idpInitiated: true });
    expect(again.status).toBe('completed');
  });
});
