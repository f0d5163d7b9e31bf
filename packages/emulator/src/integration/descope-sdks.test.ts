import createCoreSdk from '@descope/core-js-sdk';
import DescopeClient from '@descope/node-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';

// The provider's own npm SDKs, unchanged, pointed at the emulator with their baseUrl option.

const emulator = useEmulator();
beforeEach(() => emulator.reset());

const nodeSdk = () =>
  DescopeClient({
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    managementKey: emulator.managementKey,
  });
const coreSdk = () => createCoreSdk({ projectId: emulator.projectId, baseUrl: emulator.url });

async function codeFor(loginId: string): Promise<string> {
  const { body } = await emulator.call(`/emulator/v1/inbox?loginId=${encodeURIComponent(loginId)}`);
  const code = (body.messages as Array<{ code?: string }>).filter((m) => m.code).at(-1)?.code;
  if (!code) throw new Error(`no code in the inbox for ${loginId}`);
  return code;
}

describe('@descope/node-sdk against the emulator', () => {
  it('manages users', async () => {
    const sdk = nodeSdk();
    const created = await sdk.management.user.create('new.person@acme.test', {
      email: 'new.person@acme.test',
      displayName: 'New Person',
      userTenants: [{ tenantId: 'T2acme', roleNames: [] }],
    });
    expect(created.ok).toBe(true);
    expect(created.data?.loginIds).toEqual(['new.person@acme.test']);

    const found = await sdk.management.user.search({ text: 'new.person', tenantIds: ['T2acme'] });
    expect(found.data?.users.map((u) => u.loginIds[0])).toEqual(['new.person@acme.test']);
    expect(found.data?.total).toBe(1);

    const loaded = await sdk.management.user.load('new.person@acme.test');
    expect(loaded.data?.name).toBe('New Person');

    expect((await sdk.management.user.deactivate('new.person@acme.test')).data?.status).toBe(
      'disabled',
    );
    expect((await sdk.management.user.activate('new.person@acme.test')).data?.status).toBe(
      'enabled',
    );
    expect(
      (await sdk.management.user.setTemporaryPassword('new.person@acme.test', 'Temp-Passw0rd!')).ok,
    ).toBe(true);
    expect((await sdk.management.user.delete('new.person@acme.test')).ok).toBe(true);
    expect((await sdk.management.user.load('new.person@acme.test')).ok).toBe(false);
  });

  it('manages roles, permissions, tenants and access keys, and searches the audit', async () => {
    const sdk = nodeSdk();
    expect((await sdk.management.permission.create('reports.read', 'Read reports')).ok).toBe(true);
    expect((await sdk.management.permission.loadAll()).data?.map((p) => p.name)).toContain(
      'reports.read',
    );
    expect(
      (await sdk.management.role.create('Analyst', 'Reads reports', ['reports.read'])).ok,
    ).toBe(true);
    expect((await sdk.management.role.loadAll()).data?.map((r) => r.name)).toContain('Analyst');

    const tenant = await sdk.management.tenant.create('Initech', ['initech.test']);
    expect(tenant.ok).toBe(true);
    expect((await sdk.management.tenant.loadAll()).data?.map((t) => t.name)).toContain('Initech');

    const key = await sdk.management.accessKey.create('nightly', 0, ['Analyst']);
    expect(key.data?.cleartext).toBeTruthy();
    const keyId = key.data!.key.id;
    expect((await sdk.management.accessKey.deactivate(keyId)).ok).toBe(true);
    expect((await sdk.management.accessKey.load(keyId)).data?.status).toBe('inactive');
    expect((await sdk.management.accessKey.activate(keyId)).ok).toBe(true);

    const audits = await sdk.management.audit.search({ actions: ['AccessKeyCreated'] });
    expect(audits.data?.some((a) => a.action === 'AccessKeyCreated')).toBe(true);
  });

  it('validates and refreshes sessions through the JWKS, and exchanges access keys', async () => {
    const sdk = nodeSdk();
    const { sessionJwt, refreshJwt } = await emulator.signIn();
    const info = await sdk.validateSession(sessionJwt);
    expect(info.token.sub).toBe('U2demo0001');

    const refreshed = await sdk.refreshSession(refreshJwt);
    expect(refreshed.jwt).toBeTruthy();
    expect(refreshed.jwt).not.toBe(sessionJwt);

    const key = await sdk.management.accessKey.create('exchange me', 0, ['Viewer']);
    const exchanged = await sdk.exchangeAccessKey(key.data!.cleartext);
    expect(exchanged.token.sub).toBe(key.data!.key.id);
  });

  it('refuses a session token signed by someone else', async () => {
    const { sessionJwt } = await emulator.signIn();
    const [header, payload] = sessionJwt.split('.');
    await expect(nodeSdk().validateSession(`${header}.${payload}.AAAA`)).rejects.toThrow();
  });
});

describe('@descope/core-js-sdk against the emulator', () => {
  it('signs up and in with a password, refreshes, reads me and logs out', async () => {
    const sdk = coreSdk();
    const signUp = await sdk.password.signUp('carol@acme.test', 'Str0ng-Passw0rd!', {
      name: 'Carol',
    });
    expect(signUp.ok).toBe(true);
    const signIn = await sdk.password.signIn('carol@acme.test', 'Str0ng-Passw0rd!');
    expect(signIn.ok).toBe(true);
    const refreshJwt = signIn.data!.refreshJwt!;

    const refreshed = await sdk.refresh(refreshJwt);
    expect(refreshed.data?.sessionJwt).toBeTruthy();
    const next = refreshed.data?.refreshJwt ?? refreshJwt;

    const me = await sdk.me(next);
    expect(me.data?.name).toBe('Carol');

    expect((await sdk.logout(next)).ok).toBe(true);
    expect((await sdk.me(next)).ok).toBe(false);
  });

  it('signs in with an email code read from the inbox', async () => {
    const sdk = coreSdk();
    expect((await sdk.otp.signIn.email(DEMO_ADMIN.loginId)).ok).toBe(true);
    const verified = await sdk.otp.verify.email(
      DEMO_ADMIN.loginId,
      await codeFor(DEMO_ADMIN.loginId),
    );
    expect(verified.ok).toBe(true);
    expect(verified.data?.user?.loginIds).toContain(DEMO_ADMIN.loginId);
  });

  it('reports a wrong password as a failed response, not a crash', async () => {
    const result = await coreSdk().password.signIn(DEMO_ADMIN.loginId, 'Wrong-Passw0rd!');
    expect(result.ok).toBe(false);
    expect(result.error?.errorCode).toBeTruthy();
  });
});
