import { describe, expect, it } from 'vitest';
import { expectSent, mgmtFor, PERMISSION } from '../test/mgmt';
import { capture } from '../test/msw';

describe('mgmt.permissions', () => {
  it('loads all permissions with a GET and unwraps permissions', async () => {
    const seen = capture('get', '/v1/mgmt/permission/all', { permissions: [PERMISSION] });
    const result = await mgmtFor().permissions.loadAll();
    expectSent(seen, { method: 'GET', path: '/v1/mgmt/permission/all' });
    expect(result).toEqual({ ok: true, data: [PERMISSION] });
  });
});
