import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { UsersResponse } from '../schemas';
import { memoryStorage } from '../session/storage';
import { AUDIT, KEY, mgmtFor, ROLE, TENANT, USER } from '../test/mgmt';
import { BASE_URL, capture, PROJECT_ID } from '../test/msw';
import { createAudit } from './audit';
import { inPlace } from './in-place';
import { mgmtGroupsOf } from './index';
import { createRoles } from './roles';

describe('createMgmt', () => {
  it('sends no tenant query when the client has no tenant', async () => {
    const seen = capture('get', '/v1/mgmt/role/all', { roles: [ROLE] });
    const mgmt = mgmtFor({ tenant: undefined });
    await mgmt.roles.loadAll();
    expect(mgmt.tenant).toBeUndefined();
    expect(seen[0]?.query).toEqual({});
  });

  it('treats an empty tenant as no tenant', async () => {
    const seen = capture('post', '/v1/mgmt/user/create', { user: USER });
    await mgmtFor({ tenant: '' }).users.create({ loginId: 'bob' });
    expect(seen[0]?.query).toEqual({});
    expect(seen[0]?.body).toEqual({ loginId: 'bob' });
  });

  it('reads the token on every call', async () => {
    const seen = capture('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    let token: string | undefined = 'first';
    const mgmt = mgmtFor({ token: () => token });
    await mgmt.accessKeys.search();
    token = 'second';
    await mgmt.accessKeys.search();
    token = undefined;
    await mgmt.accessKeys.search();
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${PROJECT_ID}:first`,
      `Bearer ${PROJECT_ID}:second`,
      `Bearer ${PROJECT_ID}`,
    ]);
  });

  it("adds a widget's headers to each of its calls, and only to its own", async () => {
    const seen = capture('get', '/v1/mgmt/role/all', { roles: [ROLE] });
    const page = mgmtFor({ tenant: TENANT });
    const widget = page.forWidget({ type: 'role-management-widget', id: 'w1', version: '0.1.76' });
    await widget.roles.loadAll();
    await page.roles.loadAll();
    expect(seen[0]?.headers).toMatchObject({
      'x-descope-widget-type': 'role-management-widget',
      'x-descope-widget-id': 'w1',
      'x-descope-widget-version': '0.1.76',
    });
    expect(seen[0]?.query).toEqual({ tenant: TENANT });
    expect(seen[1]?.headers['x-descope-widget-type']).toBeUndefined();
    expect(widget.forTenant('T9').tenant).toBe('T9');
  });

  it("validates a widget's answers with its own validator, in place, and reports bad shapes", async () => {
    const users = { users: [USER, { ...USER, userId: 'U2' }], total: 2 };
    capture('post', '/v1/mgmt/user/search', users);
    const used: unknown[] = [];
    const widget = mgmtFor().forWidget(
      { type: 'user-management-widget', id: 'w1', version: '0.4.78' },
      (schema) => {
        used.push(schema);
        return inPlace(schema);
      },
    );
    const result = await widget.forTenant(TENANT).users.search();
    expect(result).toEqual({ ok: true, data: users });
    expect(used).toEqual([UsersResponse]);

    capture('post', '/v1/mgmt/user/search', { users: [{ ...USER, loginIds: 'ann' }] });
    const wrong = await widget.users.search();
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatchObject({
      code: 'E_SCHEMA',
      message: expect.stringContaining('users.0.loginIds'),
    });
  });

  it('resolves a server error to a failed result with the provider message', async () => {
    capture(
      'post',
      '/v1/mgmt/user/delete/batch',
      { errorCode: 'E062108', errorDescription: 'desc', errorMessage: 'msg' },
      { status: 400 },
    );
    const result = await mgmtFor().users.deleteBatch(['U1']);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        code: 'E062108',
        message: 'desc: msg',
        description: 'desc',
        detail: 'msg',
        status: 400,
      },
    });
  });

  it('resolves a response of the wrong shape to a schema error', async () => {
    capture('post', '/v1/mgmt/audit/search', { audits: 'none' });
    const result = await mgmtFor().audit.search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', code: 'E_SCHEMA' } });
    if (!result.ok) expect(result.error.message).toContain('audits');
  });

  it('resolves an envelope missing its field to a schema error', async () => {
    capture('post', '/v1/mgmt/user/password/set/temporary', {});
    const result = await mgmtFor().users.setTemporaryPassword('ann');
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema' } });
  });

  it('forTenant keeps the token and scopes calls to the other tenant', async () => {
    const seen = capture('post', '/v1/mgmt/audit/search', { audits: [AUDIT], total: 1 });
    const roles = capture('post', '/v1/mgmt/role/create', {});
    let token = 'first';
    const mgmt = mgmtFor({ token: () => token });
    const other = mgmt.forTenant('T2');
    token = 'second';
    await other.audit.search();
    await mgmt.audit.search();
    await other.roles.create({ name: 'auditor' });
    expect(other.tenant).toBe('T2');
    expect(seen.map((request) => request.query)).toEqual([{ tenant: 'T2' }, { tenant: TENANT }]);
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:second`);
    expect(roles[0]?.body).toEqual({ name: 'auditor', tenantId: 'T2' });
    expect(mgmt.forTenant(undefined).tenant).toBeUndefined();
  });
});

describe('mgmtGroupsOf', () => {
  const client = () =>
    createClient({ projectId: PROJECT_ID, baseUrl: BASE_URL, storage: memoryStorage() });
  const widget = { type: 'role-management-widget', id: 'w1', version: '0.1.76' } as const;

  it('builds only the groups asked for, calling as the widget in its tenant', async () => {
    const seen = capture('get', '/v1/mgmt/role/all', { roles: [ROLE] });
    const used: unknown[] = [];
    const api = mgmtGroupsOf(
      client(),
      {
        tenant: TENANT,
        widget,
        validate: (schema) => {
          used.push(schema);
          return inPlace(schema);
        },
      },
      (call, tenant) => ({ tenant, roles: createRoles(call, tenant) }),
    );
    expect(Object.keys(api)).toEqual(['tenant', 'roles']);
    expect(api.tenant).toBe(TENANT);
    expect(await api.roles.loadAll()).toEqual({ ok: true, data: [ROLE] });
    expect(used).toHaveLength(1);
    expect(seen[0]?.query).toEqual({ tenant: TENANT });
    expect(seen[0]?.headers).toMatchObject({
      'x-descope-widget-type': 'role-management-widget',
      'x-descope-widget-id': 'w1',
      authorization: `Bearer ${PROJECT_ID}`,
    });
  });

  it('treats an empty tenant as none and authorises with a management key when given', async () => {
    const seen = capture('post', '/v1/mgmt/audit/search', { audits: [AUDIT], total: 1 });
    const api = mgmtGroupsOf(
      client(),
      { tenant: '', managementKey: 'K-secret' },
      (call, tenant) => ({
        tenant,
        audit: createAudit(call),
      }),
    );
    expect(api.tenant).toBeUndefined();
    expect((await api.audit.search()).ok).toBe(true);
    expect(seen[0]?.query).toEqual({});
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:K-secret`);
    expect(seen[0]?.headers['x-descope-widget-type']).toBeUndefined();
  });
});
