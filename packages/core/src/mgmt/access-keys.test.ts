import { describe, expect, it } from 'vitest';
import { expectSent, KEY, mgmtFor } from '../test/mgmt';
import { capture } from '../test/msw';

describe('mgmt.accessKeys', () => {
  it('searches with the default limit and page and unwraps keys and total', async () => {
    const seen = capture('post', '/v1/mgmt/accesskey/search', { keys: [KEY], total: 12 });
    const result = await mgmtFor().accessKeys.search();
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/accesskey/search',
      body: { limit: 10000, page: 0 },
    });
    expect(result).toEqual({ ok: true, data: { keys: [KEY], total: 12 } });
  });

  it('counts the keys as the total when the answer names none (the provider does not)', async () => {
    capture('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    const result = await mgmtFor().accessKeys.search();
    expect(result).toEqual({ ok: true, data: { keys: [KEY], total: 1 } });
  });

  it('sends text, sort, page and limit, and only the sort fields', async () => {
    const seen = capture('post', '/v1/mgmt/accesskey/search', { keys: [] });
    const sort = [{ field: 'name', desc: true, label: 'Name' }];
    await mgmtFor().accessKeys.search({ text: 'ci', sort, page: 2, limit: 50 });
    expect(seen[0]?.body).toEqual({
      limit: 50,
      page: 2,
      text: 'ci',
      sort: [{ field: 'name', desc: true }],
    });
  });

  it('creates a key and resolves to the cleartext and the key', async () => {
    const seen = capture('post', '/v1/mgmt/accesskey/create', {
      cleartext: 'K1:secret',
      key: KEY,
    });
    const input = { name: 'ci', expireTime: 0, roleNames: ['reader'], userId: 'U1', extra: 1 };
    const result = await mgmtFor().accessKeys.create(input);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/accesskey/create',
      body: { name: 'ci', expireTime: 0, roleNames: ['reader'], userId: 'U1' },
    });
    expect(result).toEqual({ ok: true, data: { cleartext: 'K1:secret', key: KEY } });
  });

  it.each([
    ['delete', '/v1/mgmt/accesskey/delete/batch'],
    ['activate', '/v1/mgmt/accesskey/activate/batch'],
    ['deactivate', '/v1/mgmt/accesskey/deactivate/batch'],
  ] as const)('%s sends the ids and resolves to no data', async (action, path) => {
    const seen = capture('post', path, {});
    const result = await mgmtFor().accessKeys[action](['K1', 'K2']);
    expectSent(seen, { method: 'POST', path, body: { ids: ['K1', 'K2'] } });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it.each(['delete', 'activate', 'deactivate'] as const)(
    '%s throws on an empty or bad id list',
    (action) => {
      const keys = mgmtFor().accessKeys;
      expect(() => keys[action]([])).toThrow(new TypeError('"ids" must be a non-empty list'));
      expect(() => keys[action](['K1', ''])).toThrow(new TypeError('"ids[1]" must not be empty'));
    },
  );

  it('throws on a key without a name', () => {
    expect(() => mgmtFor().accessKeys.create({ name: '', expireTime: 0, roleNames: [] })).toThrow(
      new TypeError('"name" must not be empty'),
    );
  });
});
