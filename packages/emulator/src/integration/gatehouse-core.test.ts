import { createClient, memoryStorage, mgmtOf, withAuth } from '@gatehouse/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';

// The same scenarios as with the provider's SDKs, through Gatehouse's own client.

const emulator = useEmulator();
beforeEach(() => emulator.reset());

const client = () =>
  withAuth(
    createClient({
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      storage: memoryStorage(),
      logger: { warn: () => {} },
    }),
  );

async function codeFor(loginId: string): Promise<string> {
  const { body } = await emulator.call(`/emulator/v1/inbox?loginId=${encodeURIComponent(loginId)}`);
  const code = (body.messages as Array<{ code?: string }>).filter((m) => m.code).at(-1)?.code;
  if (!code) throw new Error(`no code in the inbox for ${loginId}`);
  return code;
}

describe('@gatehouse/core against the emulator', () => {
  it('signs up, signs in, refreshes, loads the user and logs out', async () => {
    const gatehouse = client();
    const signUp = await gatehouse.auth.password.signUp('dave@acme.test', 'Str0ng-Passw0rd!', {
      name: 'Dave',
    });
    expect(signUp.ok).toBe(true);
    const signIn = await gatehouse.auth.password.signIn('dave@acme.test', 'Str0ng-Passw0rd!');
    expect(signIn.ok).toBe(true);
    expect(gatehouse.session.$state.get().status).toBe('authenticated');

    const before = gatehouse.session.getSessionToken();
    const refreshed = await gatehouse.session.refresh();
    expect(refreshed.ok).toBe(true);
    expect(gatehouse.session.getSessionToken()).not.toBe(before);

    const me = await gatehouse.session.loadUser();
    expect(me.ok && me.data.name).toBe('Dave');

    const refreshToken = gatehouse.session.getRefreshToken();
    await gatehouse.session.logout();
    expect(gatehouse.session.$state.get().status).toBe('unauthenticated');
    const after = await gatehouse.auth.me(refreshToken);
    expect(after).toMatchObject({ ok: false, error: { status: 401 } });
    gatehouse.destroy();
  });

  it('signs in with an email code from the inbox, and reports a wrong code as a value', async () => {
    const gatehouse = client();
    expect((await gatehouse.auth.otp.signIn.email(DEMO_ADMIN.loginId)).ok).toBe(true);
    const wrong = await gatehouse.auth.otp.verify.email(DEMO_ADMIN.loginId, '000000');
    expect(wrong.ok).toBe(false);
    const right = await gatehouse.auth.otp.verify.email(
      DEMO_ADMIN.loginId,
      await codeFor(DEMO_ADMIN.loginId),
    );
    expect(right.ok).toBe(true);
    expect(gatehouse.session.$user.get()?.loginIds).toContain(DEMO_ADMIN.loginId);
    gatehouse.destroy();
  });

  it('manages the tenant as a signed-in Tenant Admin, like the widgets do', async () => {
    const admin = client();
    await admin.auth.password.signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    const mgmt = mgmtOf(admin, { tenant: 'T2acme' });
    const users = await mgmt.users.search({ text: 'acme.test' });
    expect(users.ok).toBe(true);
    if (users.ok) {
      expect(users.data.users.length).toBeGreaterThan(0);
      expect(
        users.data.users.every((u) => u.userTenants?.some((t) => t.tenantId === 'T2acme')),
      ).toBe(true);
    }
    const key = await mgmt.accessKeys.create({
      name: 'widget key',
      expireTime: 0,
      roleNames: [],
      userId: '',
    });
    expect(key.ok && key.data.cleartext).toBeTruthy();
    const roles = await mgmt.roles.loadAll();
    expect(roles.ok && roles.data.map((r) => r.name)).toContain('Tenant Admin');
    const audits = await mgmt.audit.search({ text: 'AccessKeyCreated' });
    expect(audits.ok && audits.data.audits.length).toBeGreaterThan(0);

    const other = await mgmt.forTenant('T2globex').users.search({});
    expect(other).toMatchObject({ ok: false, error: { status: 403 } });
    admin.destroy();
  });

  it('manages the project with the management key, as a server would', async () => {
    const server = client();
    const mgmt = mgmtOf(server, { managementKey: emulator.managementKey });
    const created = await mgmt.users.create({
      loginId: 'erin@globex.test',
      email: 'erin@globex.test',
      displayName: 'Erin',
    });
    expect(created.ok && created.data.loginIds).toEqual(['erin@globex.test']);
    const permissions = await mgmt.permissions.loadAll();
    expect(permissions.ok && permissions.data.length).toBeGreaterThanOrEqual(4);
    server.destroy();
  });
});
