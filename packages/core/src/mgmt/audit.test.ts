import { describe, expect, it } from 'vitest';
import { AUDIT, expectSent, mgmtFor } from '../test/mgmt';
import { capture } from '../test/msw';

describe('mgmt.audit', () => {
  it('searches with the default limit and page and unwraps audits and total', async () => {
    const seen = capture('post', '/v1/mgmt/audit/search', { audits: [AUDIT], total: 1 });
    const result = await mgmtFor().audit.search();
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/audit/search',
      body: { limit: 10000, page: 0 },
    });
    expect(result).toEqual({ ok: true, data: { audits: [AUDIT], total: 1 } });
  });

  it('sends from in epoch milliseconds with text and sort', async () => {
    const seen = capture('post', '/v1/mgmt/audit/search', { audits: [], total: 0 });
    const from = Date.now() - 86_400_000;
    await mgmtFor().audit.search({
      text: 'login',
      sort: [{ field: 'occurred', desc: true }],
      from,
    });
    expect(seen[0]?.body).toEqual({
      limit: 10000,
      page: 0,
      text: 'login',
      sort: [{ field: 'occurred', desc: true }],
      from,
    });
  });

  it('counts the events when the server leaves out total', async () => {
    capture('post', '/v1/mgmt/audit/search', { audits: [AUDIT, AUDIT] });
    const result = await mgmtFor().audit.search();
    expect(result).toMatchObject({ ok: true, data: { total: 2 } });
  });
});
