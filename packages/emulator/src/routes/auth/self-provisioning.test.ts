import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../../state/store';
import { codeOf, submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';

// A tenant's self-provisioning domains admit whoever owns an address there, and owning is
// proven only by a verified email: a password sign-up joins no tenant until it verifies.

const emulator = useEmulator();
const GOOD = 'Sunny-Day-42';

beforeEach(() => emulator.reset());

const passwordSignUp = (loginId: string) =>
  emulator.call('/v1/auth/password/signup', { body: { loginId, password: GOOD } });

describe('self-provisioning by email domain', () => {
  const tenantsOf = (loginId: string) =>
    findUserByLoginId(emulator.store.data, loginId)?.userTenants.map((t) => t.tenantId);

  it('leaves a password sign-up out of the tenant until its email is verified', async () => {
    const loginId = 'newcomer@acme.test';
    expect((await passwordSignUp(loginId)).status).toBe(200);
    expect(findUserByLoginId(emulator.store.data, loginId)?.verifiedEmail).toBe(false);
    expect(tenantsOf(loginId)).toEqual([]);
    await emulator.call('/v1/auth/otp/signin/email', { body: { loginId } });
    const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
    const code = (body.messages as Array<{ code?: string }>).at(-1)?.code ?? '';
    const verified = await emulator.call('/v1/auth/otp/verify/email', { body: { loginId, code } });
    expect(verified.status).toBe(200);
    expect(tenantsOf(loginId)).toEqual(['T2acme']);
    const userId = (verified.body.user as { userId: string }).userId;
    const joined = emulator.store.data.audits.filter(
      (a) => a.action === 'UserModified' && a.userId === userId && a.tenants.includes('T2acme'),
    );
    expect(joined).toHaveLength(1);
  });

  it('adds a code sign-up to the tenant when the code comes back', async () => {
    const loginId = 'otp.newcomer@acme.test';
    await emulator.call('/v1/auth/otp/signup/email', { body: { loginId } });
    expect(tenantsOf(loginId)).toBeUndefined();
    const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
    const code = (body.messages as Array<{ code?: string }>).at(-1)?.code ?? '';
    expect(
      (await emulator.call('/v1/auth/otp/verify/email', { body: { loginId, code } })).status,
    ).toBe(200);
    expect(tenantsOf(loginId)).toEqual(['T2acme']);
  });

  it('adds a new OAuth identity, whose email the provider verified, at once', async () => {
    const { body } = await emulator.call('/v1/auth/oauth/authorize', {
      query: { provider: 'github', redirectURL: 'http://localhost:5173/cb' },
      body: {},
    });
    const state = new URL(String(body.url)).searchParams.get('state') ?? '';
    const redirect = await submitForm(emulator.url, '/emulator/oauth/callback', {
      state,
      email: 'octo@globex.test',
    });
    const exchanged = await emulator.call('/v1/auth/oauth/exchange', {
      body: { code: codeOf(redirect.location) },
    });
    expect(exchanged.status).toBe(200);
    expect(tenantsOf('octo@globex.test')).toEqual(['T2globex']);
  });
});
