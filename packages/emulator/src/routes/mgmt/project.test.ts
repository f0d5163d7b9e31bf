import type { Permission, Tenant } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { snapshot, useManagement } from '../../test/management';

// Tenants, permissions and the license: the project-level management routes.

const { emulator, mgmt, acme } = useManagement();

describe('tenants', () => {
  it('creates tenants with the management key, with or without an id', async () => {
    const named = await mgmt('/v1/mgmt/tenant/create', {
      body: { id: 'T2initech', name: 'Initech', selfProvisioningDomains: ['initech.test'] },
    });
    expect(named).toMatchObject({ status: 200, body: { id: 'T2initech' } });
    const generated = await mgmt('/v1/mgmt/tenant/create', { body: { name: 'Hooli' } });
    expect(generated.body.id).toMatch(/^T2/);
    const dup = await mgmt('/v1/mgmt/tenant/create', { body: { id: 'T2acme', name: 'Again' } });
    expect(dup.status).toBe(409);
    const all = await mgmt('/v1/mgmt/tenant/all');
    expect((all.body.tenants as Tenant[]).map((t) => t.name)).toEqual([
      'Acme Corp',
      'Globex',
      'Initech',
      'Hooli',
    ]);
    const audit = await mgmt('/v1/mgmt/audit/search', { body: { actions: ['TenantCreated'] } });
    expect(audit.body.total).toBe(2);
  });

  it.each([
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'two words',
    'a/b',
    '-dash-first',
    'x'.repeat(101),
  ])('refuses the tenant id %j with a 400 that says why, creating nothing', async (id) => {
    const before = snapshot(emulator);
    const { status, body } = await mgmt('/v1/mgmt/tenant/create', { body: { id, name: 'Bad' } });
    expect(status).toBe(400);
    expect(body.errorMessage).toMatch(/^id: /);
    expect(snapshot(emulator)).toBe(before);
  });

  it('takes ids of letters, digits, dots, dashes and underscores', async () => {
    for (const id of ['acme', 'T2a.b-c_d', '0'.repeat(100)]) {
      const created = await mgmt('/v1/mgmt/tenant/create', { body: { id, name: id } });
      expect([id, created.status]).toEqual([id, 200]);
    }
  });

  it('shows a tenant admin only its tenant and refuses it creating tenants', async () => {
    const all = await acme('/v1/mgmt/tenant/all');
    expect(all.body.tenants).toEqual([
      {
        id: 'T2acme',
        name: 'Acme Corp',
        selfProvisioningDomains: ['acme.test'],
        customAttributes: {},
      },
    ]);
    const before = snapshot(emulator);
    const created = await acme('/v1/mgmt/tenant/create', { body: { name: 'Mine' } });
    expect(created.status).toBe(403);
    expect(snapshot(emulator)).toBe(before);
  });
});

describe('permissions', () => {
  it('lists permissions for everyone and lets only the management key create them', async () => {
    const listed = await acme('/v1/mgmt/permission/all');
    expect((listed.body.permissions as Permission[])[0]).toEqual({
      name: 'users.read',
      description: 'See users',
      systemDefault: false,
    });
    const before = snapshot(emulator);
    expect((await acme('/v1/mgmt/permission/create', { body: { name: 'x' } })).status).toBe(403);
    expect(snapshot(emulator)).toBe(before);
    const created = await mgmt('/v1/mgmt/permission/create', {
      body: { name: 'doc.write', description: 'Write docs' },
    });
    expect(created.status).toBe(200);
    expect((await mgmt('/v1/mgmt/permission/create', { body: { name: 'doc.write' } })).status).toBe(
      409,
    );
    const after = await mgmt('/v1/mgmt/permission/all');
    expect((after.body.permissions as Permission[]).map((p) => p.name)).toContain('doc.write');
    const audit = await mgmt('/v1/mgmt/audit/search', { body: { actions: ['PermissionCreated'] } });
    expect(audit.body.total).toBe(1);
  });
});

describe('license', () => {
  it('answers the node SDK handshake', async () => {
    expect(await mgmt('/v1/mgmt/license')).toMatchObject({
      status: 200,
      body: { licenseType: 'free' },
    });
  });
});
