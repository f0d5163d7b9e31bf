import type { AuditEvent } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { useManagement } from '../../test/management';

const { emulator, mgmt, acme } = useManagement();

const audits = (body: Record<string, unknown>) => body.audits as AuditEvent[];
const occurred = (a: AuditEvent) => Number(a.occurred);

describe('audit search', () => {
  it('answers newest first with a total, in epoch milliseconds', async () => {
    const { status, body } = await mgmt('/v1/mgmt/audit/search', { body: {} });
    expect(status).toBe(200);
    const list = audits(body);
    expect(body.total).toBe(emulator.store.data.audits.length);
    const times = list.map(occurred);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(1_600_000_000_000);
  });

  it("shows a tenant admin only its tenant's events", async () => {
    const { body } = await acme('/v1/mgmt/audit/search', { body: {} });
    expect(audits(body).length).toBeGreaterThan(0);
    for (const a of audits(body)) expect(a.tenants).toContain('T2acme');
    const globex = await mgmt('/v1/mgmt/audit/search', { body: { tenants: ['T2globex'] } });
    expect(audits(globex.body).length).toBeGreaterThan(0);
    expect(Number(body.total) + Number(globex.body.total)).toBe(emulator.store.data.audits.length);
  });

  it('filters by time range, actions, users, methods, geos, addresses and login ids', async () => {
    const now = emulator.store.now();
    const hour = await mgmt('/v1/mgmt/audit/search', { body: { from: now - 3_600_000 } });
    expect(audits(hour.body).every((a) => occurred(a) >= now - 3_600_000)).toBe(true);
    expect(audits(hour.body).length).toBe(3);
    const older = await mgmt('/v1/mgmt/audit/search', { body: { to: now - 3_600_000 } });
    expect(Number(hour.body.total) + Number(older.body.total)).toBe(30);
    const logins = await mgmt('/v1/mgmt/audit/search', {
      body: { actions: ['LoginFailed'], userIds: ['U2demo0004'], methods: ['otp'] },
    });
    expect(logins.body.total).toBe(5);
    const geo = await mgmt('/v1/mgmt/audit/search', {
      body: { geos: ['DE'], remoteAddresses: ['10.0.0.3'] },
    });
    expect(audits(geo.body).map((a) => a.remoteAddress)).toEqual(['10.0.0.3']);
    const byLogin = await mgmt('/v1/mgmt/audit/search', {
      body: { loginIds: ['grace.hopper@acme.test'], devices: ['desktop'] },
    });
    expect(byLogin.body.total).toBe(15);
  });

  it('matches text over action, actor, address and more; sorts and pages', async () => {
    const text = await mgmt('/v1/mgmt/audit/search', { body: { text: 'loginfail' } });
    expect(audits(text.body).every((a) => a.action === 'LoginFailed')).toBe(true);
    const byAddress = await mgmt('/v1/mgmt/audit/search', { body: { text: '10.0.0.12' } });
    expect(audits(byAddress.body)).toHaveLength(1);
    const sort = [{ field: 'action' }, { field: 'occurred', desc: false }];
    const all = audits((await mgmt('/v1/mgmt/audit/search', { body: { sort } })).body);
    expect(all[0]?.action).toBe('AccessKeyCreated');
    const page = await mgmt('/v1/mgmt/audit/search', { body: { sort, limit: 5, page: 1 } });
    expect(audits(page.body)).toEqual(all.slice(5, 10));
    expect(page.body.total).toBe(30);
  });
});

describe('audit search by role name', () => {
  /** The actions of the tenant admin's events whose searchable text holds `text`. */
  const found = async (text: string) =>
    audits((await acme('/v1/mgmt/audit/search', { body: { text } })).body).map((a) => a.action);

  it('finds every event that creates, changes, deletes or assigns a role by its name', async () => {
    expect(await found('auditor')).toEqual([]);
    await acme('/v1/mgmt/role/create', { body: { name: 'Auditor', permissionNames: [] } });
    await acme('/v1/mgmt/user/update', {
      body: {
        loginId: 'ada.lovelace@acme.test',
        userTenants: [{ tenantId: 'T2acme', roleNames: ['Auditor'] }],
      },
    });
    await acme('/v1/mgmt/accesskey/create', { body: { name: 'Nightly', roleNames: ['Auditor'] } });
    await acme('/v1/mgmt/role/update', { body: { name: 'Auditor', newName: 'Auditors' } });
    await acme('/v1/mgmt/role/delete', { body: { name: 'Auditors' } });
    // Newest first: the rename names both names; the assignments name the role held.
    expect(await found('Auditor')).toEqual([
      'RoleDeleted',
      'RoleModified',
      'AccessKeyCreated',
      'UserModified',
      'RoleCreated',
    ]);
    const assigned = emulator.store.data.audits.filter((a) => a.action === 'UserModified').at(-1);
    // Ada's project role and the tenant role she was given.
    expect(assigned?.data).toEqual({ roleNames: ['Editor', 'Auditor'] });
  });
});
