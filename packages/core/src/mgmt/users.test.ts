import { describe, expect, it } from 'vitest';
import { expectSent, mgmtFor, TENANT, USER } from '../test/mgmt';
import { capture } from '../test/msw';

const FIELDS = {
  loginId: 'ann@example.com',
  email: 'ann@example.com',
  phone: '+15551234567',
  displayName: 'Ann Lee',
  givenName: 'Ann',
  middleName: 'M',
  familyName: 'Lee',
  roleNames: ['admin'],
  customAttributes: { plan: 'pro' },
  picture: 'https://example.com/ann.png',
  verifiedEmail: true,
  verifiedPhone: true,
  additionalLoginIds: ['ann'],
};
const INVITE = {
  sendSMS: false,
  sendMail: true,
  inviteUrl: 'https://app.example.com/invite',
  invite: true,
};

describe('mgmt.users', () => {
  it('searches with the defaults, never for test users, and unwraps users and total', async () => {
    const seen = capture('post', '/v1/mgmt/user/search', { users: [USER], total: 1 });
    const result = await mgmtFor().users.search();
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/search',
      body: { limit: 10000, page: 0, withTestUser: false },
    });
    expect(result).toEqual({ ok: true, data: { users: [USER], total: 1 } });
  });

  it('sends every filter and keeps withTestUser false whatever the caller passes', async () => {
    const seen = capture('post', '/v1/mgmt/user/search', { users: [], total: 0 });
    const input = {
      text: 'ann',
      sort: [{ field: 'name', desc: true }],
      page: 1,
      limit: 20,
      statuses: ['enabled' as const, 'invited' as const],
      emails: ['ann@example.com'],
      phones: ['+15551234567'],
      customAttributes: { plan: 'pro' },
      roleNames: ['Editor'],
      withTestUser: true,
      tenantIds: ['T2'],
    };
    await mgmtFor().users.search(input);
    expect(seen[0]?.body).toEqual({
      limit: 20,
      page: 1,
      withTestUser: false,
      customAttributes: { plan: 'pro' },
      statuses: ['enabled', 'invited'],
      emails: ['ann@example.com'],
      phones: ['+15551234567'],
      roleNames: ['Editor'],
      text: 'ann',
      sort: [{ field: 'name', desc: true }],
    });
  });

  it('creates a user in the client tenant with only the spec fields', async () => {
    const seen = capture('post', '/v1/mgmt/user/create', { user: USER });
    // Fields the spec does not name (here a forged id and test flag) never reach the wire.
    const input = { ...FIELDS, ...INVITE, userId: 'U9', test: true };
    const result = await mgmtFor().users.create(input);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/create',
      body: { ...FIELDS, ...INVITE, userTenants: [{ tenantId: TENANT }] },
    });
    expect(result).toEqual({ ok: true, data: USER });
  });

  it('creates a user without userTenants when there is no tenant', async () => {
    const seen = capture('post', '/v1/mgmt/user/create', { user: USER });
    await mgmtFor({ tenant: undefined }).users.create({ loginId: 'bob' });
    expect(seen[0]?.body).toEqual({ loginId: 'bob' });
  });

  it('updates a user without the create-only fields', async () => {
    const seen = capture('post', '/v1/mgmt/user/update', { user: USER });
    const input = { ...FIELDS, ...INVITE, userTenants: [{ tenantId: 'T2' }] };
    const result = await mgmtFor().users.update(input);
    expectSent(seen, { method: 'POST', path: '/v1/mgmt/user/update', body: FIELDS });
    expect(result).toEqual({ ok: true, data: USER });
  });

  it.each(['enabled', 'disabled'] as const)('sets the status to %s', async (status) => {
    const seen = capture('post', '/v1/mgmt/user/update/status', { user: { ...USER, status } });
    const result = await mgmtFor().users.setStatus('ann@example.com', status);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/update/status',
      body: { loginId: 'ann@example.com', status },
    });
    expect(result).toEqual({ ok: true, data: { ...USER, status } });
  });

  it('deletes users by id', async () => {
    const seen = capture('post', '/v1/mgmt/user/delete/batch', {});
    const result = await mgmtFor().users.deleteBatch(['U1', 'U2']);
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/delete/batch',
      body: { userIds: ['U1', 'U2'] },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('sets a temporary password and resolves to its cleartext', async () => {
    const seen = capture('post', '/v1/mgmt/user/password/set/temporary', { cleartext: 'Tmp-123' });
    const result = await mgmtFor().users.setTemporaryPassword('ann@example.com');
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/password/set/temporary',
      body: { loginId: 'ann@example.com' },
    });
    expect(result).toEqual({ ok: true, data: 'Tmp-123' });
  });

  it('removes the passkeys of a user', async () => {
    const seen = capture('post', '/v1/mgmt/user/passkeys/delete', {});
    const result = await mgmtFor().users.removePasskeys('ann@example.com');
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/passkeys/delete',
      body: { loginId: 'ann@example.com' },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it("resends an invitation as the provider's create with invite for the same login id", async () => {
    const seen = capture('post', '/v1/mgmt/user/create', { user: USER });
    const result = await mgmtFor().users.resendInvite('ann@example.com');
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/create',
      body: { loginId: 'ann@example.com', invite: true, sendMail: true },
    });
    expect(result).toEqual({ ok: true, data: USER });
  });

  it('signs a user out everywhere with the management logout', async () => {
    const seen = capture('post', '/v1/mgmt/user/logout', {});
    const result = await mgmtFor().users.logout('ann@example.com');
    expectSent(seen, {
      method: 'POST',
      path: '/v1/mgmt/user/logout',
      body: { loginId: 'ann@example.com' },
    });
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('loads the custom attribute definitions with a GET and unwraps data', async () => {
    const attribute = { name: 'plan', displayName: 'Plan', type: 1, editable: true };
    const seen = capture('get', '/v1/mgmt/user/customattributes', { data: [attribute] });
    const result = await mgmtFor().users.customAttributes();
    expectSent(seen, { method: 'GET', path: '/v1/mgmt/user/customattributes' });
    expect(result).toEqual({ ok: true, data: [attribute] });
  });

  it('throws on a missing login id, bad status or bad id list', () => {
    const users = mgmtFor().users;
    const empty = new TypeError('"loginId" must not be empty');
    expect(() => users.create({ loginId: '' })).toThrow(empty);
    expect(() => users.update({ loginId: '' })).toThrow(empty);
    expect(() => users.setStatus('', 'enabled')).toThrow(empty);
    expect(() => users.setTemporaryPassword('')).toThrow(empty);
    expect(() => users.removePasskeys('')).toThrow(empty);
    expect(() => users.resendInvite('')).toThrow(empty);
    expect(() => users.logout('')).toThrow(empty);
    expect(() => users.setStatus('ann', 'invited' as 'enabled')).toThrow(
      new TypeError('"status" must be one of enabled, disabled'),
    );
    expect(() => users.deleteBatch([])).toThrow(
      new TypeError('"userIds" must be a non-empty list'),
    );
    expect(() => users.deleteBatch([7 as unknown as string])).toThrow(
      new TypeError('"userIds[0]" must be a string'),
    );
  });
});
