import { describe, expect, it } from 'vitest';
import { expectSent, mgmtFor, ROLE, TENANT } from '../test/mgmt';
import { capture } from '../test/msw';

describe('mgmt.roles', () => {
  it('loads all roles with a GET and unwraps roles', async () => {
    const seen = capture('get', '/v1/mgmt/role/all', { roles: [ROLE] });
    const result = await mgmtFor().roles.loadAll();
    expectSent(seen, { method: 'GET', path: '/v1/mgmt/role/all' });
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    expect(result).toEqual({ ok: true, data: [ROLE] });
  });

  it('searches with the default limit and page and unwraps roles', async () => {
    const seen = capture('post', '/v1/mgmt/role/search', { roles: [ROLE] });
    const result = await mgmtFor().roles.search();
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/role/search',
      body: { limit: 10000, page: 0 },
    });
    expect(result).toEqual({ ok: true, data: { roles: [ROLE], total: 1 } });
  });

  it("answers the server's total when it cut the list", async () => {
    capture('post', '/v1/mgmt/role/search', { roles: [ROLE], total: 25_000 });
    const result = await mgmtFor().roles.search({ limit: 1 });
    expect(result).toEqual({ ok: true, data: { roles: [ROLE], total: 25_000 } });
  });

  it('sends text and sort when searching', async () => {
    const seen = capture('post', '/v1/mgmt/role/search', { roles: [] });
    await mgmtFor().roles.search({ text: 'adm', sort: [{ field: 'name', desc: false }] });
    expect(seen[0]?.body).toEqual({
      limit: 10000,
      page: 0,
      text: 'adm',
      sort: [{ field: 'name', desc: false }],
    });
  });

  it('creates a role in the client tenant when no tenantId is given', async () => {
    const seen = capture('post', '/v1/mgmt/role/create', {});
    const input = { name: 'auditor', description: 'Reads audits', permissionNames: ['a'], x: 1 };
    const result = await mgmtFor().roles.create(input);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/role/create',
      body: {
        name: 'auditor',
        description: 'Reads audits',
        permissionNames: ['a'],
        tenantId: TENANT,
      },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('keeps an explicit tenantId, and sends none without any tenant', async () => {
    const seen = capture('post', '/v1/mgmt/role/create', {});
    await mgmtFor().roles.create({ name: 'a', tenantId: 'T9' });
    await mgmtFor({ tenant: undefined }).roles.create({ name: 'b' });
    expect(seen.map((request) => request.body)).toEqual([
      { name: 'a', tenantId: 'T9' },
      { name: 'b' },
    ]);
  });

  it('updates a role with its new name in the client tenant', async () => {
    const seen = capture('post', '/v1/mgmt/role/update', {});
    const result = await mgmtFor().roles.update({
      name: 'auditor',
      newName: 'reviewer',
      description: 'Reviews',
      permissionNames: ['a', 'b'],
    });
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/role/update',
      body: {
        name: 'auditor',
        newName: 'reviewer',
        description: 'Reviews',
        permissionNames: ['a', 'b'],
        tenantId: TENANT,
      },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('deletes roles by name', async () => {
    const seen = capture('post', '/v1/mgmt/role/delete/batch', {});
    const result = await mgmtFor().roles.deleteBatch(['auditor', 'reviewer']);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/role/delete/batch',
      body: { roleNames: ['auditor', 'reviewer'] },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('throws on bad names', () => {
    const roles = mgmtFor().roles;
    expect(() => roles.deleteBatch([])).toThrow(
      new TypeError('"roleNames" must be a non-empty list'),
    );
    expect(() => roles.create({ name: '' })).toThrow(new TypeError('"name" must not be empty'));
    expect(() => roles.update({ name: 'a', newName: '' })).toThrow(
      new TypeError('"newName" must not be empty'),
    );
  });
});
