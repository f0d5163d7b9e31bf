import type { User } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { checkSecret, findUserByLoginId } from '../../state/store';
import { INVITED_USER } from '../../test/demo-users';
import { lastCode } from '../../test/inbox';
import { auditActions, sessionFor, snapshot, useManagement } from '../../test/management';

const { emulator, mgmt, acme } = useManagement();

const GLOBEX_USER = 'alan.turing@globex.test';
const users = (body: Record<string, unknown>) => body.users as User[];
const user = (loginId: string) => findUserByLoginId(emulator.store.data, loginId);

describe('user search', () => {
  it('lists every non-test user project-wide with the management key', async () => {
    const { status, body } = await mgmt('/v1/mgmt/user/search', { body: {} });
    expect(status).toBe(200);
    const all = emulator.store.data.users;
    expect(body.total).toBe(all.filter((u) => !u.test).length);
    expect(users(body).some((u) => u.test)).toBe(false);
    const withTest = await mgmt('/v1/mgmt/user/search', { body: { withTestUser: true } });
    expect(withTest.body.total).toBe(all.length);
  });

  it("shows a tenant admin only its tenant's users, in the tenant view", async () => {
    const { body } = await acme('/v1/mgmt/user/search', { body: { limit: 10000 } });
    const found = users(body);
    expect(found.length).toBeGreaterThan(5);
    for (const u of found) {
      expect(u.userTenants?.map((t) => t.tenantId)).toEqual(['T2acme']);
      expect(u.email).not.toContain('globex');
    }
  });

  it('matches text case-insensitively over login ids, names, emails, phones and ids', async () => {
    const byName = await mgmt('/v1/mgmt/user/search', { body: { text: 'LOVELACE' } });
    expect(users(byName.body).map((u) => u.name)).toEqual(['Ada Lovelace']);
    const byId = await mgmt('/v1/mgmt/user/search', { body: { text: 'u2demo0005' } });
    expect(users(byId.body).map((u) => u.loginIds[0])).toEqual([GLOBEX_USER]);
    const byPhone = await mgmt('/v1/mgmt/user/search', { body: { text: '+15550100000' } });
    expect(users(byPhone.body)).toHaveLength(1);
  });

  it('sorts by several fields and pages', async () => {
    const sort = [{ field: 'name', desc: true }];
    const all = users((await mgmt('/v1/mgmt/user/search', { body: { sort } })).body);
    const names = all.map((u) => u.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const page = await mgmt('/v1/mgmt/user/search', { body: { sort, limit: 5, page: 1 } });
    expect(users(page.body).map((u) => u.name)).toEqual(names.slice(5, 10));
    expect(page.body.total).toBe(all.length);
    const twoKeys = await mgmt('/v1/mgmt/user/search', {
      body: { sort: [{ field: 'status' }, { field: 'userId', desc: true }] },
    });
    const listed = users(twoKeys.body);
    const disabled = listed.filter((u) => u.status === 'disabled').map((u) => u.userId);
    expect(disabled).toEqual([...disabled].sort().reverse());
    expect(listed[0]?.status).toBe('disabled');
  });

  it('filters by statuses, emails, phones and custom attributes', async () => {
    const disabled = await mgmt('/v1/mgmt/user/search', { body: { statuses: ['disabled'] } });
    expect(users(disabled.body).every((u) => u.status === 'disabled')).toBe(true);
    expect(users(disabled.body).length).toBeGreaterThan(0);
    const byEmail = await mgmt('/v1/mgmt/user/search', {
      body: { emails: ['ADA.lovelace@acme.test'] },
    });
    expect(users(byEmail.body).map((u) => u.name)).toEqual(['Ada Lovelace']);
    const sales = await acme('/v1/mgmt/user/search', {
      body: { customAttributes: { department: 'Sales' } },
    });
    expect(users(sales.body).length).toBeGreaterThan(0);
    for (const u of users(sales.body)) expect(u.customAttributes?.department).toBe('Sales');
    const phones = await mgmt('/v1/mgmt/user/search', { body: { phones: ['+15550100000'] } });
    expect(users(phones.body)).toHaveLength(1);
  });

  it('answers the server SDK search on /v2 with tenant and role filters', async () => {
    const { status, body } = await mgmt('/v2/mgmt/user/search', {
      body: { tenantIds: ['T2globex'], roleNames: ['Tenant Admin'], limit: 10, page: 0 },
    });
    expect(status).toBe(200);
    expect(users(body).map((u) => u.loginIds[0])).toEqual(['admin@globex.test']);
    const byIds = await mgmt('/v2/mgmt/user/search', {
      body: { userIds: ['U2demo0001'], loginIds: ['admin@acme.test'] },
    });
    expect(byIds.body.total).toBe(1);
  });
});

describe('user load', () => {
  it('loads by login id or user id, and hides other tenants as not found', async () => {
    const byLogin = await mgmt('/v1/mgmt/user', { query: { loginId: GLOBEX_USER } });
    expect(byLogin.status).toBe(200);
    expect((byLogin.body.user as User).userId).toBe('U2demo0005');
    const byId = await acme('/v1/mgmt/user', { query: { userId: 'U2demo0003' } });
    expect((byId.body.user as User).name).toBe('Ada Lovelace');
    const foreign = await acme('/v1/mgmt/user', { query: { loginId: GLOBEX_USER } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({
      errorCode: expect.any(String),
      errorDescription: 'Not found',
    });
  });
});

describe('user create', () => {
  const alice = {
    loginId: 'alice@example.com',
    email: 'alice@example.com',
    phone: '+15555550100',
    displayName: 'Alice',
    roleNames: ['Viewer'],
    userTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent'] }],
    customAttributes: { department: 'Sales' },
    verifiedEmail: true,
  };

  it('creates with the management key, then search finds it and an audit event says so', async () => {
    const { status, body } = await mgmt('/v1/mgmt/user/create', { body: alice });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      loginIds: ['alice@example.com'],
      name: 'Alice',
      status: 'enabled',
      roleNames: ['Viewer'],
      verifiedEmail: true,
      userTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent'], tenantName: 'Acme Corp' }],
    });
    const found = await mgmt('/v1/mgmt/user/search', { body: { text: 'alice@' } });
    expect(found.body.total).toBe(1);
    const audit = await mgmt('/v1/mgmt/audit/search', {
      body: { actions: ['UserCreated'], text: 'alice' },
    });
    expect(audit.body.total).toBe(1);
  });

  it('refuses duplicates (409), unknown custom attributes and unknown roles (400)', async () => {
    const before = snapshot(emulator);
    const dup = await mgmt('/v1/mgmt/user/create', { body: { loginId: 'ADMIN@acme.test' } });
    expect(dup.status).toBe(409);
    const attr = await mgmt('/v1/mgmt/user/create', {
      body: { loginId: 'x@y.test', customAttributes: { shoeSize: 42 } },
    });
    expect(attr.status).toBe(400);
    const role = await mgmt('/v1/mgmt/user/create', {
      body: { loginId: 'x@y.test', roleNames: ['Astronaut'] },
    });
    expect(role.status).toBe(400);
    expect(snapshot(emulator)).toBe(before);
  });

  it('normalises login ids: look-alikes are a 400, padded or decomposed duplicates a 409', async () => {
    const before = snapshot(emulator);
    const refused: Array<[string, Record<string, unknown>, number]> = [
      ['/v1/mgmt/user/create', { loginId: 'ada.lovelace@acme.test\u200b' }, 400],
      [
        '/v1/mgmt/user/create',
        { loginId: 'x@y.test', additionalLoginIds: ['\u202ex@y.test'] },
        400,
      ],
      ['/v1/mgmt/user/create', { loginId: ' ADA.lovelace@acme.test ' }, 409],
      [
        '/v1/mgmt/user/update',
        { loginId: 'ada.lovelace@acme.test', additionalLoginIds: ['ada\u200d@acme.test'] },
        400,
      ],
    ];
    for (const [path, body, expected] of refused) {
      const { status, body: answer } = await mgmt(path, { body });
      expect([path, status]).toEqual([path, expected]);
      expect(answer).toMatchObject({ errorCode: expect.any(String) });
    }
    expect(snapshot(emulator)).toBe(before);
    const created = await mgmt('/v1/mgmt/user/create', {
      body: { loginId: ' rene\u0301@example.test ' },
    });
    expect(created.body.user).toMatchObject({ loginIds: ['ren\u00e9@example.test'] });
    const loaded = await mgmt('/v1/mgmt/user', { query: { loginId: 'RENE\u0301@example.test' } });
    expect(loaded.status).toBe(200);
    expect(
      (await mgmt('/v1/mgmt/user/create', { body: { loginId: 'ren\u00e9@example.test' } })).status,
    ).toBe(409);
  });

  it("puts a tenant admin's invited user in its tenant with the roles it names", async () => {
    const { status, body } = await acme('/v1/mgmt/user/create', {
      body: {
        loginId: 'new@acme.test',
        email: 'new@acme.test',
        roleNames: ['Support Agent'],
        userTenants: [{ tenantId: 'T2acme' }],
        invite: true,
        inviteUrl: 'http://localhost:5173/invite',
      },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ status: 'invited', roleNames: ['Support Agent'] });
    expect(user('new@acme.test')).toMatchObject({
      roleNames: [],
      userTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent'] }],
    });
    expect(emulator.store.data.inbox.at(-1)).toMatchObject({
      kind: 'invite',
      to: 'new@acme.test',
      link: 'http://localhost:5173/invite',
    });
  });

  it('refuses a tenant admin naming another tenant (403), changing nothing', async () => {
    const before = snapshot(emulator);
    const { status } = await acme('/v1/mgmt/user/create', {
      body: { loginId: 'spy@acme.test', userTenants: [{ tenantId: 'T2globex' }] },
    });
    expect(status).toBe(403);
    expect(snapshot(emulator)).toBe(before);
  });
});

describe('user update and status', () => {
  it('replaces only the given fields and writes UserModified', async () => {
    const { status, body } = await acme('/v1/mgmt/user/update', {
      body: {
        loginId: 'ada.lovelace@acme.test',
        displayName: 'Countess Ada',
        phone: '+15550000001',
      },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      name: 'Countess Ada',
      phone: '+15550000001',
      email: 'ada.lovelace@acme.test',
      givenName: 'Ada',
    });
    expect(auditActions(emulator)).toContain('UserModified');
  });

  it('lets a tenant admin change editable attributes but not non-editable ones', async () => {
    const ok = await acme('/v1/mgmt/user/update', {
      body: { loginId: 'ada.lovelace@acme.test', customAttributes: { department: 'Research' } },
    });
    expect(ok.status).toBe(200);
    // The non-editable employee number was left out, so it keeps its value.
    expect(user('ada.lovelace@acme.test')?.customAttributes).toEqual({
      department: 'Research',
      employeeNumber: 1000,
    });
    const before = snapshot(emulator);
    const refused = await acme('/v1/mgmt/user/update', {
      body: { loginId: 'ada.lovelace@acme.test', customAttributes: { employeeNumber: 7 } },
    });
    expect(refused.status).toBe(400);
    expect(snapshot(emulator)).toBe(before);
    const byKey = await mgmt('/v1/mgmt/user/update', {
      body: { loginId: 'ada.lovelace@acme.test', customAttributes: { employeeNumber: 7 } },
    });
    expect(byKey.status).toBe(200);
  });

  it('disables and enables, writing UserStatusChanged', async () => {
    const off = await acme('/v1/mgmt/user/update/status', {
      body: { loginId: 'ada.lovelace@acme.test', status: 'disabled' },
    });
    expect(off.body.user).toMatchObject({
      loginIds: ['ada.lovelace@acme.test'],
      status: 'disabled',
    });
    const on = await acme('/v1/mgmt/user/update/status', {
      body: { loginId: 'ada.lovelace@acme.test', status: 'enabled' },
    });
    expect((on.body.user as User).status).toBe('enabled');
    const bad = await acme('/v1/mgmt/user/update/status', {
      body: { loginId: 'ada.lovelace@acme.test', status: 'invited' },
    });
    expect(bad.status).toBe(400);
    const audit = await acme('/v1/mgmt/audit/search', { body: { actions: ['UserStatusChanged'] } });
    expect(audit.body.total).toBe(2);
  });

  it('disables an invited user (the invitation is revoked: no sign-in) and activates one', async () => {
    const otp = (path: string, body: Record<string, unknown>) => emulator.call(path, { body });
    const signIn = async () => {
      const sent = await otp('/v1/auth/otp/signin/email', { loginId: INVITED_USER });
      if (sent.status !== 200) return sent;
      const code = await lastCode(emulator, INVITED_USER);
      return otp('/v1/auth/otp/verify/email', { loginId: INVITED_USER, code });
    };
    expect(user(INVITED_USER)?.status).toBe('invited');
    const off = await acme('/v1/mgmt/user/update/status', {
      body: { loginId: INVITED_USER, status: 'disabled' },
    });
    expect(off.status).toBe(200);
    expect((off.body.user as User).status).toBe('disabled');
    // The invitation no longer signs anyone in.
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'E062109' });
    expect(user(INVITED_USER)?.status).toBe('disabled');
    // Activated, the user signs in.
    const on = await acme('/v1/mgmt/user/update/status', {
      body: { loginId: INVITED_USER, status: 'enabled' },
    });
    expect((on.body.user as User).status).toBe('enabled');
    expect((await signIn()).status).toBe(200);
  });

  it('answers 404 and changes nothing when a tenant admin touches another tenant', async () => {
    const before = snapshot(emulator);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/v1/mgmt/user/update', { loginId: GLOBEX_USER, displayName: 'x' }],
      ['/v1/mgmt/user/update/status', { loginId: GLOBEX_USER, status: 'disabled' }],
      ['/v1/mgmt/user/delete', { loginId: GLOBEX_USER }],
      ['/v1/mgmt/user/delete/batch', { userIds: ['U2demo0003', 'U2demo0005'] }],
      ['/v1/mgmt/user/password/set/temporary', { loginId: GLOBEX_USER }],
      ['/v1/mgmt/user/password/set/active', { loginId: GLOBEX_USER, password: 'Xx-12345678!' }],
      ['/v1/mgmt/user/passkeys/delete', { loginId: GLOBEX_USER }],
    ];
    for (const [path, body] of calls) {
      const response = await acme(path, { body });
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect(snapshot(emulator)).toBe(before);
  });
});

describe('user delete', () => {
  it('deletes by login id, by user id and in batches', async () => {
    expect((await mgmt('/v1/mgmt/user/delete', { body: { loginId: GLOBEX_USER } })).status).toBe(
      200,
    );
    expect(user(GLOBEX_USER)).toBeUndefined();
    await acme('/v1/mgmt/user/delete', { body: { userId: 'U2demo0003' } });
    expect(user('ada.lovelace@acme.test')).toBeUndefined();
    await acme('/v1/mgmt/user/delete/batch', { body: { userIds: ['U2demo0004', 'U2demo0006'] } });
    const left = await acme('/v1/mgmt/user/search', {
      body: { userIds: ['U2demo0004', 'U2demo0006'] },
    });
    expect(left.body.total).toBe(0);
    const audit = await mgmt('/v1/mgmt/audit/search', { body: { actions: ['UserDeleted'] } });
    expect(audit.body.total).toBe(4);
  });

  it('only takes a user of several tenants out of the admin tenant', async () => {
    const ada = user('ada.lovelace@acme.test');
    ada?.userTenants.push({ tenantId: 'T2globex', roleNames: [] });
    await acme('/v1/mgmt/user/delete', { body: { loginId: 'ada.lovelace@acme.test' } });
    expect(user('ada.lovelace@acme.test')?.userTenants).toEqual([
      { tenantId: 'T2globex', roleNames: [] },
    ]);
    const gone = await acme('/v1/mgmt/user', { query: { loginId: 'ada.lovelace@acme.test' } });
    expect(gone.status).toBe(404);
  });
});

describe('passwords and passkeys', () => {
  it('sets a generated, policy-compliant temporary password and stores only its hash', async () => {
    const { status, body } = await acme('/v1/mgmt/user/password/set/temporary', {
      body: { loginId: 'grace.hopper@acme.test' },
    });
    expect(status).toBe(200);
    const cleartext = body.cleartext as string;
    expect(cleartext).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
    const hash = user('grace.hopper@acme.test')?.passwordHash ?? '';
    expect(hash).not.toContain(cleartext);
    expect(await checkSecret(cleartext, hash)).toBe(true);
    expect(auditActions(emulator)).toContain('PasswordReset');
  });

  it('uses a given temporary or active password', async () => {
    const temporary = await mgmt('/v1/mgmt/user/password/set/temporary', {
      body: { loginId: 'grace.hopper@acme.test', password: 'Tmp-Passw0rd!' },
    });
    expect(temporary.body).toEqual({ cleartext: 'Tmp-Passw0rd!' });
    const active = await mgmt('/v1/mgmt/user/password/set/active', {
      body: { loginId: 'grace.hopper@acme.test', password: 'Act-Passw0rd!' },
    });
    expect(active.status).toBe(200);
    expect(
      await checkSecret('Act-Passw0rd!', user('grace.hopper@acme.test')?.passwordHash ?? ''),
    ).toBe(true);
  });

  it('expires a temporary password: it signs nobody in until the user replaces it', async () => {
    const loginId = 'grace.hopper@acme.test';
    const given = 'Tmp-Passw0rd!';
    await acme('/v1/mgmt/user/password/set/temporary', { body: { loginId, password: given } });
    const signIn = await emulator.call('/v1/auth/password/signin', {
      body: { loginId, password: given },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toMatchObject({
      errorCode: 'E062909',
      errorDescription: 'Password expired',
    });
    expect(signIn.body).not.toHaveProperty('sessionJwt');
    // The given password proves who replaces it, and may not be kept.
    const same = await emulator.call('/v1/auth/password/replace', {
      body: { loginId, oldPassword: given, newPassword: given },
    });
    expect(same.status).toBe(400);
    const replaced = await emulator.call('/v1/auth/password/replace', {
      body: { loginId, oldPassword: given, newPassword: 'Own-Passw0rd!' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.sessionJwt).toEqual(expect.any(String));
    expect(user(loginId)?.passwordExpired).toBeUndefined();
    const again = await emulator.call('/v1/auth/password/signin', {
      body: { loginId, password: 'Own-Passw0rd!' },
    });
    expect(again.status).toBe(200);
  });

  it('an active password signs in at once, and ends an earlier expiry', async () => {
    const loginId = 'grace.hopper@acme.test';
    await acme('/v1/mgmt/user/password/set/temporary', { body: { loginId } });
    await acme('/v1/mgmt/user/password/set/active', {
      body: { loginId, password: 'Act-Passw0rd!' },
    });
    const signIn = await emulator.call('/v1/auth/password/signin', {
      body: { loginId, password: 'Act-Passw0rd!' },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses an admin-set password that breaks the policy, and keeps the old one', async () => {
    const before = user('grace.hopper@acme.test')?.passwordHash;
    for (const path of [
      '/v1/mgmt/user/password/set/temporary',
      '/v1/mgmt/user/password/set/active',
    ]) {
      const { status, body } = await mgmt(path, {
        body: { loginId: 'grace.hopper@acme.test', password: 'short' },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errorDescription: 'Password does not meet the policy' });
    }
    expect(user('grace.hopper@acme.test')?.passwordHash).toBe(before);
  });

  it('removes every passkey of a user', async () => {
    user('ada.lovelace@acme.test')?.webauthn.push({
      id: 'cred',
      publicKey: 'pk',
      counter: 0,
      transports: [],
      createdTime: 0,
    });
    const { status } = await acme('/v1/mgmt/user/passkeys/delete', {
      body: { loginId: 'ada.lovelace@acme.test' },
    });
    expect(status).toBe(200);
    expect(user('ada.lovelace@acme.test')?.webauthn).toEqual([]);
    expect(auditActions(emulator)).toContain('PasskeysRemoved');
  });
});

describe('invitations and sessions', () => {
  it("sends an invited user's invitation again on a create with invite, keeping the user", async () => {
    const before = user(INVITED_USER);
    const count = emulator.store.data.inbox.length;
    const { status, body } = await acme('/v1/mgmt/user/create', {
      body: { loginId: INVITED_USER, invite: true, sendMail: true },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ loginIds: [INVITED_USER], status: 'invited' });
    expect(user(INVITED_USER)).toBe(before);
    expect(emulator.store.data.inbox).toHaveLength(count + 1);
    expect(emulator.store.data.inbox.at(-1)).toMatchObject({ kind: 'invite', to: INVITED_USER });
    expect(auditActions(emulator)).toContain('UserInvited');
  });

  it('still refuses the login id of a user who is not invited, or one without invite (409)', async () => {
    const taken = await acme('/v1/mgmt/user/create', {
      body: { loginId: 'ada.lovelace@acme.test', invite: true },
    });
    expect(taken.status).toBe(409);
    const plain = await acme('/v1/mgmt/user/create', { body: { loginId: INVITED_USER } });
    expect(plain.status).toBe(409);
  });

  it('signs a user out everywhere: their refresh is refused afterwards', async () => {
    const session = await sessionFor(emulator, 'ada.lovelace@acme.test');
    const refresh = () =>
      emulator.call('/v1/auth/refresh', { body: {}, token: session.refreshJwt });
    expect((await refresh()).status).toBe(200);
    const { status } = await acme('/v1/mgmt/user/logout', {
      body: { loginId: 'ada.lovelace@acme.test' },
    });
    expect(status).toBe(200);
    expect((await refresh()).status).toBe(401);
    expect(auditActions(emulator)).toContain('LogoutAll');
  });

  it("answers 404 for another tenant's user and 400 without a user", async () => {
    const other = await acme('/v1/mgmt/user/logout', { body: { loginId: GLOBEX_USER } });
    expect(other.status).toBe(404);
    expect((await acme('/v1/mgmt/user/logout', { body: {} })).status).toBe(400);
  });
});

describe('custom attributes', () => {
  it('lists the definitions as data', async () => {
    const { status, body } = await acme('/v1/mgmt/user/customattributes');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { name: 'department', displayName: 'Department', type: 1, editable: true, options: [] },
      {
        name: 'employeeNumber',
        displayName: 'Employee number',
        type: 2,
        editable: false,
        options: [],
      },
    ]);
  });
});
