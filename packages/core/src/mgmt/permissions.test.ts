import { describe, expect, it } from 'vitest';
import { capture } from '../test/msw';
import { expectSent, mgmtFor, PERMISSION } from './test-helpers';

describe('mgmt.permissions', () => {
  it('loads all permissions with a GET and unwraps permissions', async () => {
    const seen = capture('get', '/v1/mgmt/permission/all', { permissions: [PERMISSION] });
    const result = await mgmtFor().permissions.loadAll();
    expectSent(seen, { method: 'GET', path: '/v1/mgmt/permission/all' });
    expect(result).toEqual({ ok: true, data: [PERMISSION] });
  });
});
