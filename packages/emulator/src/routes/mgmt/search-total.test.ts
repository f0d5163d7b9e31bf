import { describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '../../mgmt/search';
import { useManagement } from '../../test/management';

// Every management search that can match more than its limit answers the page it was asked
// for and, in `total`, every match: a caller can tell a cut list from a whole one.

const { emulator, mgmt, acme } = useManagement();
const EXTRA = MAX_LIMIT + 500;

function manyKeys() {
  const { accessKeys } = emulator.store.data;
  const [first] = accessKeys;
  if (!first) throw new Error('the demo seed has keys');
  for (let i = 0; i < EXTRA; i++)
    accessKeys.push({ ...first, id: `K2many${i}`, name: `Bulk key ${i}` });
  return accessKeys.length;
}

describe('a search past its limit', () => {
  it('answers at most 10 000 access keys and the full count', async () => {
    const count = manyKeys();
    const { status, body } = await mgmt('/v1/mgmt/accesskey/search', { body: {} });
    expect(status).toBe(200);
    expect(body.keys).toHaveLength(MAX_LIMIT);
    expect(body.total).toBe(count);
    const sorted = { sort: [{ field: 'name' }] };
    const first = await mgmt('/v1/mgmt/accesskey/search', { body: { ...sorted, limit: 9 } });
    const page = await mgmt('/v1/mgmt/accesskey/search', {
      body: { ...sorted, limit: 3, page: 2 },
    });
    expect(page.body.keys).toEqual((first.body.keys as unknown[]).slice(6, 9));
    expect(page.body.total).toBe(count);
    const narrowed = await mgmt('/v1/mgmt/accesskey/search', { body: { text: 'bulk key 1234' } });
    expect(narrowed.body.total).toBe(1);
  });

  it("counts only the keys in a tenant admin's scope, and sorts by the tenant's view", async () => {
    manyKeys();
    const inScope = emulator.store.data.accessKeys.filter((k) =>
      k.keyTenants.some((t) => t.tenantId === 'T2acme'),
    ).length;
    const { body } = await acme('/v1/mgmt/accesskey/search', {
      body: { limit: 5, sort: [{ field: 'status', desc: true }] },
    });
    expect(body.total).toBe(inScope);
    // Two inactive keys, then the two whose expiry has passed (a status only the view has).
    expect((body.keys as Array<{ status: string }>).map((k) => k.status)).toEqual([
      'inactive',
      'inactive',
      'expired',
      'expired',
      'active',
    ]);
  });

  it('answers at most 10 000 users and the full count', async () => {
    const { users } = emulator.store.data;
    const [first] = users;
    if (!first) throw new Error('the demo seed has users');
    for (let i = 0; i < EXTRA; i++)
      users.push({ ...first, userId: `U2many${i}`, loginIds: [`many${i}@bulk.test`], test: false });
    const listed = users.filter((u) => !u.test).length;
    for (const path of ['/v1/mgmt/user/search', '/v2/mgmt/user/search']) {
      const { body } = await mgmt(path, { body: { withTestUser: false } });
      expect(body.users).toHaveLength(MAX_LIMIT);
      expect(body.total).toBe(listed);
    }
    const page = await mgmt('/v1/mgmt/user/search', { body: { limit: 10, text: 'bulk.test' } });
    expect(page.body.users).toHaveLength(10);
    expect(page.body.total).toBe(EXTRA);
  });

  it('answers at most 10 000 audit events and the full count', async () => {
    const { audits } = emulator.store.data;
    const [first] = audits;
    if (!first) throw new Error('the demo seed has audit events');
    for (let i = 0; i < EXTRA; i++) audits.push({ ...first, id: `A2many${i}` });
    const { body } = await mgmt('/v1/mgmt/audit/search', { body: {} });
    expect(body.audits).toHaveLength(MAX_LIMIT);
    expect(body.total).toBe(audits.length);
  });

  it('answers a page of roles and the full count', async () => {
    const visible = emulator.store.data.roles.length;
    const { body } = await mgmt('/v1/mgmt/role/search', { body: { limit: 1 } });
    expect(body.roles).toHaveLength(1);
    expect(body.total).toBe(visible);
  });
});
