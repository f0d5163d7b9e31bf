import type { Role } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../../state/store';
import { snapshot, useManagement } from '../../test/management';

const { emulator, mgmt, acme } = useManagement();

const roles = (body: Record<string, unknown>) => body.roles as Role[];
const names = (body: Record<string, unknown>) => roles(body).map((r) => r.name);

describe('role listing', () => {
  it('lists all roles project-wide, and built-in plus own roles for a tenant admin', async () => {
    const all = await mgmt('/v1/mgmt/role/all');
    expect(all.status).toBe(200);
    expect(names(all.body)).toContain('Billing Manager');
    const own = await acme('/v1/mgmt/role/all');
    expect(names(own.body).sort()).toEqual(['Editor', 'Support Agent', 'Tenant Admin', 'Viewer']);
    expect(roles(own.body).find((r) => r.name === 'Support Agent')).toMatchObject({
      tenantId: 'T2acme',
      permissionNames: ['users.read'],
      createdTime: expect.any(Number),
    });
  });

  it('searches by text, names, name fragment, permissions and tenant, sorted and paged', async () => {
    const text = await acme('/v1/mgmt/role/search', { body: { text: 'EDITS' } });
    expect(names(text.body)).toEqual(['Editor']);
    const like = await mgmt('/v1/mgmt/role/search', { body: { roleNameLike: 'AN' } });
    expect(names(like.body).sort()).toEqual(['Billing Manager', 'Tenant Admin']);
    const byPermission = await acme('/v1/mgmt/role/search', {
      body: { permissionNames: ['docs.read'], sort: [{ field: 'name', desc: true }] },
    });
    expect(names(byPermission.body)).toEqual(['Viewer', 'Editor']);
    const byTenant = await mgmt('/v1/mgmt/role/search', { body: { tenantIds: ['T2globex'] } });
    expect(names(byTenant.body)).toEqual(['Billing Manager']);
    const page = await mgmt('/v1/mgmt/role/search', {
      body: { sort: [{ field: 'name' }], limit: 2, page: 1 },
    });
    expect(names(page.body)).toEqual(['Support Agent', 'Tenant Admin']);
  });
});

describe('role changes', () => {
  it("creates a tenant admin's role in its tenant, whatever tenant the body names", async () => {
    const { status, body } = await acme('/v1/mgmt/role/create', {
      body: {
        name: 'Auditor',
        description: 'Reads audit',
        permissionNames: ['audit.read'],
        tenantId: 'T2globex',
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
    const found = await acme('/v1/mgmt/role/search', { body: { text: 'auditor' } });
    expect(roles(found.body)).toMatchObject([{ name: 'Auditor', tenantId: 'T2acme' }]);
    const audit = await acme('/v1/mgmt/audit/search', {
      body: { actions: ['RoleCreated'], limit: 1 },
    });
    expect(audit.body.audits).toMatchObject([{ actorId: 'admin@acme.test', tenants: ['T2acme'] }]);
  });

  it('refuses unknown permissions (400) and duplicates within a tenant (409)', async () => {
    const before = snapshot(emulator);
    const unknown = await acme('/v1/mgmt/role/create', {
      body: { name: 'X', permissionNames: ['fly'] },
    });
    expect(unknown.status).toBe(400);
    const dup = await acme('/v1/mgmt/role/create', { body: { name: 'Support Agent' } });
    expect(dup.status).toBe(409);
    expect(snapshot(emulator)).toBe(before);
    // The same name in another tenant is a different role.
    const other = await mgmt('/v1/mgmt/role/create', {
      body: { name: 'Support Agent', tenantId: 'T2globex' },
    });
    expect(other.status).toBe(200);
  });

  it("refuses a role named like a built-in role or another of the tenant's, in any case (409)", async () => {
    const before = snapshot(emulator);
    const refused: Array<[string, Record<string, unknown>]> = [
      // A tenant role may not take a built-in role's name, whatever its case.
      ['/v1/mgmt/role/create', { name: 'Viewer' }],
      ['/v1/mgmt/role/create', { name: 'viewer' }],
      ['/v1/mgmt/role/create', { name: ' VIEWER ' }],
      ['/v1/mgmt/role/create', { name: 'support agent' }],
      // Nor can a rename.
      ['/v1/mgmt/role/update', { name: 'Support Agent', newName: 'Tenant admin' }],
    ];
    for (const [path, body] of refused) {
      const { status, body: answer } = await acme(path, { body });
      expect([path, body, status]).toEqual([path, body, 409]);
      expect(answer).toMatchObject({ errorCode: 'E011005', errorDescription: 'Already exists' });
      expect(String(answer.errorMessage)).toMatch(/already exists/);
    }
    // A built-in role may not take a tenant role's name either: the tenant would see two.
    const builtIn = await mgmt('/v1/mgmt/role/create', { body: { name: 'Billing manager' } });
    expect(builtIn.status).toBe(409);
    expect(snapshot(emulator)).toBe(before);
    // A role may change the case of its own name.
    const recased = await acme('/v1/mgmt/role/update', {
      body: { name: 'Support Agent', newName: 'Support agent' },
    });
    expect(recased.status).toBe(200);
    expect(emulator.store.data.roles.some((r) => r.name === 'Support agent')).toBe(true);
  });

  it('updates and renames a role, and its holders keep it under the new name', async () => {
    const { status } = await acme('/v1/mgmt/role/update', {
      body: {
        name: 'Support Agent',
        newName: 'Helper',
        description: 'Helps',
        permissionNames: ['users.read', 'docs.read'],
      },
    });
    expect(status).toBe(200);
    const role = emulator.store.data.roles.find((r) => r.name === 'Helper');
    expect(role).toMatchObject({
      tenantId: 'T2acme',
      description: 'Helps',
      permissionNames: ['users.read', 'docs.read'],
    });
    const ada = findUserByLoginId(emulator.store.data, 'ada.lovelace@acme.test');
    expect(ada?.userTenants[0]?.roleNames).toEqual(['Helper']);
    const audit = await mgmt('/v1/mgmt/audit/search', { body: { actions: ['RoleModified'] } });
    expect(audit.body.total).toBe(1);
  });

  it('refuses a session changing built-in roles (403) and out-of-scope roles (404)', async () => {
    const before = snapshot(emulator);
    const calls: Array<[string, Record<string, unknown>, number]> = [
      ['/v1/mgmt/role/update', { name: 'Viewer', newName: 'Reader' }, 403],
      ['/v1/mgmt/role/delete', { name: 'Viewer' }, 403],
      ['/v1/mgmt/role/delete/batch', { roleNames: ['Support Agent', 'Viewer'] }, 403],
      ['/v1/mgmt/role/update', { name: 'Billing Manager', newName: 'Mine' }, 404],
      ['/v1/mgmt/role/delete', { name: 'Billing Manager', tenantId: 'T2globex' }, 404],
      ['/v1/mgmt/role/delete/batch', { roleNames: ['Support Agent', 'Billing Manager'] }, 404],
    ];
    for (const [path, body, expected] of calls) {
      expect([path, (await acme(path, { body })).status]).toEqual([path, expected]);
    }
    expect(snapshot(emulator)).toBe(before);
  });

  it('deletes roles and takes them away from the users holding them', async () => {
    expect(
      (await acme('/v1/mgmt/role/delete/batch', { body: { roleNames: ['Support Agent'] } })).status,
    ).toBe(200);
    const { data } = emulator.store;
    expect(data.roles.some((r) => r.name === 'Support Agent')).toBe(false);
    // Only Acme's entries: the seed also hands the name out in Globex, which has no such role.
    const acmeEntries = data.users.flatMap((u) =>
      u.userTenants.filter((t) => t.tenantId === 'T2acme'),
    );
    expect(acmeEntries.some((t) => t.roleNames.includes('Support Agent'))).toBe(false);
    await mgmt('/v1/mgmt/role/delete', { body: { name: 'Editor' } });
    expect(data.users.some((u) => u.roleNames.includes('Editor'))).toBe(false);
    const audit = await mgmt('/v1/mgmt/audit/search', { body: { actions: ['RoleDeleted'] } });
    expect(audit.body.total).toBe(2);
  });
});
