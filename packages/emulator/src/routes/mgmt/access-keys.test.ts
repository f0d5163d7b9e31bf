import type { AccessKey } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { checkSecret } from '../../state/store';
import { snapshot, useManagement } from '../../test/management';

const { emulator, mgmt, acme } = useManagement();

const keys = (body: Record<string, unknown>) => body.keys as AccessKey[];
const stored = (id: string) => emulator.store.data.accessKeys.find((k) => k.id === id);
const GLOBEX_KEY = 'K2demokey9';

describe('access key search', () => {
  it("lists a tenant's keys with derived status, hiding other tenants", async () => {
    const { status, body } = await acme('/v1/mgmt/accesskey/search', { body: { limit: 10000 } });
    expect(status).toBe(200);
    expect(keys(body).map((k) => k.id)).not.toContain(GLOBEX_KEY);
    expect(keys(body)).toHaveLength(8);
    const expired = keys(body).find((k) => k.id === 'K2demokey2');
    expect(expired).toMatchObject({ status: 'expired', editable: true, name: 'Old importer' });
    expect(keys(body).find((k) => k.id === 'K2demokey4')?.status).toBe('inactive');
    expect(keys(body).find((k) => k.id === 'K2demokey1')).toMatchObject({
      status: 'active',
      expireTime: 0,
      createdBy: 'admin@acme.test',
      clientId: expect.any(String),
      boundUserId: '',
      keyTenants: [{ tenantId: 'T2acme', roleNames: [], tenantName: 'Acme Corp' }],
    });
    const all = await mgmt('/v1/mgmt/accesskey/search', { body: {} });
    expect(keys(all.body)).toHaveLength(9);
    const globex = await mgmt('/v1/mgmt/accesskey/search', { body: { tenantIds: ['T2globex'] } });
    expect(keys(globex.body).map((k) => k.id)).toEqual([GLOBEX_KEY]);
  });

  it('marks a key expired once the emulator clock passes its expiry', async () => {
    const before = await acme('/v1/mgmt/accesskey', { query: { id: 'K2demokey3' } });
    expect((before.body.key as AccessKey).status).toBe('active');
    const key = stored('K2demokey3');
    if (key) key.expireTime = Math.floor(emulator.store.now() / 1000) - 1;
    const after = await acme('/v1/mgmt/accesskey', { query: { id: 'K2demokey3' } });
    expect((after.body.key as AccessKey).status).toBe('expired');
  });

  it('matches text over name, id and creator; sorts and pages', async () => {
    const text = await acme('/v1/mgmt/accesskey/search', { body: { text: 'SLACK' } });
    expect(keys(text.body).map((k) => k.name)).toEqual(['Slack bot']);
    const byId = await acme('/v1/mgmt/accesskey/search', { body: { text: 'demokey7' } });
    expect(keys(byId.body).map((k) => k.name)).toEqual(['Paused integration']);
    const sorted = await acme('/v1/mgmt/accesskey/search', {
      body: { sort: [{ field: 'name' }], limit: 5, page: 1 },
    });
    const all = keys(
      (await acme('/v1/mgmt/accesskey/search', { body: { sort: [{ field: 'name' }] } })).body,
    );
    expect(keys(sorted.body)).toEqual(all.slice(5, 10));
    expect(all.map((k) => k.name)).toEqual(
      all.map((k) => k.name).sort((a, b) => a.localeCompare(b)),
    );
  });
});

describe('access key changes', () => {
  it("creates a tenant admin's key in its tenant and returns the secret once", async () => {
    const { status, body } = await acme('/v1/mgmt/accesskey/create', {
      body: {
        name: 'Deploy bot',
        expireTime: 0,
        roleNames: ['Support Agent'],
        userId: 'U2demo0003',
      },
    });
    expect(status).toBe(200);
    const key = body.key as AccessKey;
    expect(key).toMatchObject({
      name: 'Deploy bot',
      createdBy: 'admin@acme.test',
      status: 'active',
      roleNames: ['Support Agent'],
      boundUserId: 'U2demo0003',
      keyTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent'] }],
    });
    expect(key.id).toMatch(/^K2/);
    const [id, secret] = (body.cleartext as string).split(':');
    expect(id).toBe(key.id);
    expect(await checkSecret(secret ?? '', stored(key.id)?.secretHash ?? '')).toBe(true);
    expect(JSON.stringify(emulator.store.data)).not.toContain(secret);
    const found = await acme('/v1/mgmt/accesskey/search', { body: { text: 'deploy' } });
    expect(keys(found.body)).toHaveLength(1);
    const audit = await acme('/v1/mgmt/audit/search', {
      body: { actions: ['AccessKeyCreated'], externalIds: [key.id] },
    });
    expect(audit.body.total).toBe(1);
  });

  it('creates with the management key as the server SDK sends it', async () => {
    const { status, body } = await mgmt('/v1/mgmt/accesskey/create', {
      body: {
        name: 'ci-key',
        expireTime: 0,
        roleNames: ['Viewer'],
        keyTenants: [{ tenantId: 'T2globex', roleNames: ['Billing Manager'] }],
        customClaims: { team: 'ci' },
        description: 'CI key',
        permittedIps: ['10.0.0.0/8'],
      },
    });
    expect(status).toBe(200);
    expect(body.key).toMatchObject({
      createdBy: 'management-key',
      roleNames: ['Viewer'],
      customClaims: { team: 'ci' },
      description: 'CI key',
      permittedIps: ['10.0.0.0/8'],
    });
    const bad = await mgmt('/v1/mgmt/accesskey/create', {
      body: { name: 'x', roleNames: ['Nope'] },
    });
    expect(bad.status).toBe(400);
  });

  it.each([
    'iss',
    'sub',
    'aud',
    'exp',
    'nbf',
    'iat',
    'jti',
    'drn',
    'dct',
    'amr',
    'roles',
    'permissions',
    'tenants',
    'rexp',
    'azp',
    'rti',
  ])('refuses a custom claim named %s (400) and changes nothing', async (claim) => {
    const before = snapshot(emulator);
    const created = await mgmt('/v1/mgmt/accesskey/create', {
      body: { name: 'sneaky', customClaims: { team: 'ci', [claim]: 'T2globex' } },
    });
    expect(created.status).toBe(400);
    expect(created.body.errorMessage).toContain(claim);
    const updated = await mgmt('/v1/mgmt/accesskey/update', {
      body: { id: 'K2demokey1', name: 'CI pipeline', customClaims: { [claim]: 'x' } },
    });
    expect(updated.status).toBe(400);
    expect(snapshot(emulator)).toBe(before);
  });

  it('updates name, description, roles and custom claims as the server SDK sends them', async () => {
    const { status, body } = await acme('/v1/mgmt/accesskey/update', {
      body: {
        id: 'K2demokey1',
        name: 'CI pipeline v2',
        description: 'Builds',
        roleNames: ['Support Agent'],
        customClaims: { team: 'build' },
        permittedIps: ['10.0.0.1'],
      },
    });
    expect(status).toBe(200);
    expect(body.key).toMatchObject({
      id: 'K2demokey1',
      name: 'CI pipeline v2',
      description: 'Builds',
      roleNames: ['Support Agent'],
      customClaims: { team: 'build' },
      permittedIps: ['10.0.0.1'],
    });
    expect(stored('K2demokey1')).toMatchObject({
      roleNames: ['Viewer'],
      keyTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent'] }],
    });
    const before = snapshot(emulator);
    const foreign = await acme('/v1/mgmt/accesskey/update', {
      body: { id: GLOBEX_KEY, name: 'mine now' },
    });
    expect(foreign.status).toBe(404);
    expect(snapshot(emulator)).toBe(before);
  });

  it('deactivates, activates and deletes, singly and in batches', async () => {
    await acme('/v1/mgmt/accesskey/deactivate/batch', {
      body: { ids: ['K2demokey1', 'K2demokey3'] },
    });
    expect([stored('K2demokey1')?.status, stored('K2demokey3')?.status]).toEqual([
      'inactive',
      'inactive',
    ]);
    await acme('/v1/mgmt/accesskey/activate', { body: { id: 'K2demokey1' } });
    expect(stored('K2demokey1')?.status).toBe('active');
    await acme('/v1/mgmt/accesskey/activate/batch', { body: { ids: ['K2demokey3'] } });
    await acme('/v1/mgmt/accesskey/deactivate', { body: { id: 'K2demokey5' } });
    expect(stored('K2demokey5')?.status).toBe('inactive');
    await acme('/v1/mgmt/accesskey/delete', { body: { id: 'K2demokey1' } });
    await acme('/v1/mgmt/accesskey/delete/batch', { body: { ids: ['K2demokey3', 'K2demokey5'] } });
    expect(['K2demokey1', 'K2demokey3', 'K2demokey5'].map(stored)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const audit = await acme('/v1/mgmt/audit/search', {
      body: { actions: ['AccessKeyModified', 'AccessKeyDeleted'] },
    });
    expect(audit.body.total).toBe(8);
  });

  it('rotates a secret: the old one stops matching', async () => {
    const old = stored('K2demokey1')?.secretHash;
    const { status, body } = await acme('/v1/mgmt/accesskey/rotate', {
      body: { id: 'K2demokey1' },
    });
    expect(status).toBe(200);
    const secret = (body.cleartext as string).split(':')[1] ?? '';
    expect(await checkSecret(secret, stored('K2demokey1')?.secretHash ?? '')).toBe(true);
    expect(
      await checkSecret('demo-secret-1-gatehouse', stored('K2demokey1')?.secretHash ?? ''),
    ).toBe(false);
    expect(stored('K2demokey1')?.secretHash).not.toBe(old);
  });

  it('answers 404 for keys outside the tenant and changes nothing, even in a batch', async () => {
    const before = snapshot(emulator);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/v1/mgmt/accesskey/activate', { id: GLOBEX_KEY }],
      ['/v1/mgmt/accesskey/deactivate', { id: GLOBEX_KEY }],
      ['/v1/mgmt/accesskey/delete', { id: GLOBEX_KEY }],
      ['/v1/mgmt/accesskey/rotate', { id: GLOBEX_KEY }],
      ['/v1/mgmt/accesskey/delete/batch', { ids: ['K2demokey1', GLOBEX_KEY] }],
      ['/v1/mgmt/accesskey/deactivate/batch', { ids: ['K2demokey1', GLOBEX_KEY] }],
      ['/v1/mgmt/accesskey/activate/batch', { ids: ['K2demokey4', 'K2nope'] }],
    ];
    for (const [path, body] of calls) {
      expect([path, (await acme(path, { body })).status]).toEqual([path, 404]);
    }
    expect((await acme('/v1/mgmt/accesskey', { query: { id: GLOBEX_KEY } })).status).toBe(404);
    expect(snapshot(emulator)).toBe(before);
  });
});
