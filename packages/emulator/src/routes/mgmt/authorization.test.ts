import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '../../auth/rotation-grace';
import { Codes } from '../../http/errors';
import { findUserByLoginId } from '../../state/store';
import { useEmulator } from '../../test/emulator';
import { asTenantAdmin, type Caller, sessionFor, snapshot } from '../../test/management';

// Every management route refuses every caller that is not allowed, with the provider's JSON
// error body, and changes nothing. Authorised behaviour is tested per resource.

const emulator = useEmulator();

interface Route {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const ROUTES: Route[] = [
  { method: 'POST', path: '/v1/mgmt/user/search', body: { limit: 10, page: 0 } },
  { method: 'POST', path: '/v2/mgmt/user/search', body: { tenantIds: ['T2acme'] } },
  { method: 'GET', path: '/v1/mgmt/user', query: { loginId: 'ada.lovelace@acme.test' } },
  { method: 'POST', path: '/v1/mgmt/user/create', body: { loginId: 'new@acme.test' } },
  {
    method: 'POST',
    path: '/v1/mgmt/user/update',
    body: { loginId: 'ada.lovelace@acme.test', displayName: 'X' },
  },
  {
    method: 'POST',
    path: '/v1/mgmt/user/update/status',
    body: { loginId: 'ada.lovelace@acme.test', status: 'disabled' },
  },
  { method: 'POST', path: '/v1/mgmt/user/delete', body: { loginId: 'ada.lovelace@acme.test' } },
  { method: 'POST', path: '/v1/mgmt/user/delete/batch', body: { userIds: ['U2demo0003'] } },
  {
    method: 'POST',
    path: '/v1/mgmt/user/password/set/temporary',
    body: { loginId: 'ada.lovelace@acme.test' },
  },
  {
    method: 'POST',
    path: '/v1/mgmt/user/password/set/active',
    body: { loginId: 'ada.lovelace@acme.test', password: 'Act-Passw0rd!' },
  },
  {
    method: 'POST',
    path: '/v1/mgmt/user/passkeys/delete',
    body: { loginId: 'ada.lovelace@acme.test' },
  },
  { method: 'POST', path: '/v1/mgmt/user/logout', body: { loginId: 'ada.lovelace@acme.test' } },
  { method: 'GET', path: '/v1/mgmt/user/customattributes' },
  { method: 'GET', path: '/v1/mgmt/role/all' },
  { method: 'POST', path: '/v1/mgmt/role/search', body: { text: 'a' } },
  {
    method: 'POST',
    path: '/v1/mgmt/role/create',
    body: { name: 'Auditor', permissionNames: ['audit.read'] },
  },
  {
    method: 'POST',
    path: '/v1/mgmt/role/update',
    body: { name: 'Support Agent', newName: 'Helper' },
  },
  { method: 'POST', path: '/v1/mgmt/role/delete', body: { name: 'Support Agent' } },
  { method: 'POST', path: '/v1/mgmt/role/delete/batch', body: { roleNames: ['Support Agent'] } },
  { method: 'GET', path: '/v1/mgmt/permission/all' },
  { method: 'POST', path: '/v1/mgmt/permission/create', body: { name: 'x.y' } },
  { method: 'POST', path: '/v1/mgmt/accesskey/search', body: { limit: 10000 } },
  {
    method: 'POST',
    path: '/v1/mgmt/accesskey/create',
    body: { name: 'k', expireTime: 0, roleNames: [] },
  },
  { method: 'GET', path: '/v1/mgmt/accesskey', query: { id: 'K2demokey1' } },
  { method: 'POST', path: '/v1/mgmt/accesskey/activate', body: { id: 'K2demokey4' } },
  { method: 'POST', path: '/v1/mgmt/accesskey/deactivate', body: { id: 'K2demokey1' } },
  { method: 'POST', path: '/v1/mgmt/accesskey/delete', body: { id: 'K2demokey1' } },
  { method: 'POST', path: '/v1/mgmt/accesskey/activate/batch', body: { ids: ['K2demokey4'] } },
  { method: 'POST', path: '/v1/mgmt/accesskey/deactivate/batch', body: { ids: ['K2demokey1'] } },
  { method: 'POST', path: '/v1/mgmt/accesskey/delete/batch', body: { ids: ['K2demokey1'] } },
  { method: 'POST', path: '/v1/mgmt/accesskey/rotate', body: { id: 'K2demokey1' } },
  {
    method: 'POST',
    path: '/v1/mgmt/accesskey/update',
    body: { id: 'K2demokey1', name: 'Renamed' },
  },
  { method: 'POST', path: '/v1/mgmt/audit/search', body: { limit: 10000, from: 0 } },
  { method: 'POST', path: '/v1/mgmt/tenant/create', body: { name: 'Initech' } },
  { method: 'GET', path: '/v1/mgmt/tenant/all' },
  { method: 'GET', path: '/v1/mgmt/license' },
];

/** Call a route with exactly this Authorization header (or none), acting on Acme. */
async function send(route: Route, authorization: string | undefined) {
  const url = new URL(emulator.url + route.path);
  for (const [key, value] of Object.entries({ ...route.query, tenant: 'T2acme' })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, {
    method: route.method,
    headers: {
      ...(authorization !== undefined && { authorization }),
      ...(route.body && { 'content-type': 'application/json' }),
    },
    body: route.body ? JSON.stringify(route.body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

/** Every route answers one of `statuses` with the JSON error body, and the state stays put. */
async function expectRefused(authorization: string | undefined, statuses: number[]) {
  const before = snapshot(emulator);
  for (const route of ROUTES) {
    const { status, body } = await send(route, authorization);
    expect({ route: route.path, status }).toEqual({
      route: route.path,
      status: expect.toBeOneOf(statuses),
    });
    expect(body).toMatchObject({
      errorCode: expect.any(String),
      errorDescription: expect.any(String),
      errorMessage: expect.any(String),
    });
  }
  expect(snapshot(emulator)).toBe(before);
}

const bearer = (token: string) => `Bearer ${emulator.projectId}:${token}`;

beforeEach(async () => {
  await emulator.reset();
});
afterEach(async () => {
  await emulator.call('/emulator/v1/clock', { body: { offsetMs: 0 } });
});

describe('management routes refuse', () => {
  it('a request without an Authorization header', async () => {
    await expectRefused(undefined, [401]);
  });

  it('malformed headers and a wrong project id', async () => {
    await expectRefused('Bearer', [401]);
    await expectRefused('Basic x', [401]);
    await expectRefused(`Bearer ${emulator.projectId}`, [401]);
    await expectRefused(`Bearer P2wrong:${emulator.managementKey}`, [401]);
  });

  it('an expired session', async () => {
    const { sessionJwt } = await sessionFor(emulator, 'admin@acme.test');
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 3_600_000 } });
    await expectRefused(bearer(sessionJwt), [401]);
  });

  it('a session with a tampered signature', async () => {
    const { sessionJwt } = await sessionFor(emulator, 'admin@acme.test');
    const [header, payload, signature = ''] = sessionJwt.split('.');
    // Flip a character in the middle: the last one may only carry padding bits.
    const at = Math.floor(signature.length / 2);
    const flipped = signature[at] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, at)}${flipped}${signature.slice(at + 1)}`;
    await expectRefused(bearer(tampered), [401]);
  });

  // Issue 26 changed this: the provider's widgets send the refresh token as the bearer, so a
  // live one now stands for its session (refresh-bearer.test.ts); one that no longer names a
  // live session is refused like that session.
  it('a refresh token of a session that logged out', async () => {
    const { refreshJwt } = await sessionFor(emulator, 'admin@acme.test');
    expect(refreshJwt).toBeTruthy();
    expect((await emulator.call('/v1/auth/logout', { body: {}, token: refreshJwt })).status).toBe(
      200,
    );
    await expectRefused(bearer(refreshJwt ?? ''), [401]);
  });

  it('a member of the tenant without the Tenant Admin role', async () => {
    const { sessionJwt } = await sessionFor(emulator, 'grace.hopper@acme.test');
    await expectRefused(bearer(sessionJwt), [403]);
  });

  it("another tenant's admin acting on this tenant", async () => {
    const { sessionJwt } = await sessionFor(emulator, 'admin@globex.test');
    await expectRefused(bearer(sessionJwt), [403]);
  });

  it.each([
    ['logout', '/v1/auth/logout'],
    ['logoutall', '/v1/auth/logoutall'],
  ])("the admin's session after %s", async (_, path) => {
    const { sessionJwt, refreshJwt } = await emulator.signIn();
    const allowed = await send({ method: 'GET', path: '/v1/mgmt/tenant/all' }, bearer(sessionJwt));
    expect(allowed.status).toBe(200);
    expect((await emulator.call(path, { body: {}, token: refreshJwt })).status).toBe(200);
    await expectRefused(bearer(sessionJwt), [401]);
    expect((await emulator.call('/v1/auth/me', { token: sessionJwt })).status).toBe(401);
  });

  it("the admin's sessions after a replayed refresh token revokes the family", async () => {
    const first = await emulator.signIn();
    const second = await emulator.call('/v1/auth/refresh', { body: {}, token: first.refreshJwt });
    const rotated = second.body.sessionJwt as string;
    // Replayed after the grace window, where a spent token is reuse.
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: ROTATION_GRACE_MS + 1 } });
    const replay = await emulator.call('/v1/auth/refresh', { body: {}, token: first.refreshJwt });
    expect(replay.status).toBe(401);
    for (const sessionJwt of [first.sessionJwt, rotated]) {
      await expectRefused(bearer(sessionJwt), [401]);
      expect((await emulator.call('/v1/auth/me', { token: sessionJwt })).status).toBe(401);
    }
  });

  it('covers every management route in the table', async () => {
    // Guard against a route added without an entry here: every table route is answered by a
    // handler (an authorised call is never the app's 404 for an unknown path).
    for (const route of ROUTES) {
      const { status, body } = await send(route, bearer(emulator.managementKey));
      expect({ route: route.path, status }).toEqual({
        route: route.path,
        status: expect.toBeOneOf([200, 409]),
      });
      expect(body).toBeTypeOf('object');
      await emulator.reset();
    }
  });
});

describe('a tenant admin and a user who also belongs to another tenant', () => {
  // Ada is in Acme; each test also puts her in Globex. Acme's admin acts with ?tenant=T2acme.
  const ADA = 'ada.lovelace@acme.test';
  const ada = () => {
    const user = findUserByLoginId(emulator.store.data, ADA);
    if (!user) throw new Error('demo user missing');
    return user;
  };
  let acme: Caller;
  beforeEach(async () => {
    acme = await asTenantAdmin(emulator);
  });

  /** Every change of her credentials, identifiers, status or passkeys. */
  const ACCOUNT_CHANGES: Array<[string, Record<string, unknown>]> = [
    ['/v1/mgmt/user/update', { loginId: ADA, email: 'ada@elsewhere.test' }],
    ['/v1/mgmt/user/update', { loginId: ADA, phone: '+15550009999' }],
    ['/v1/mgmt/user/update', { loginId: ADA, verifiedEmail: false }],
    ['/v1/mgmt/user/update', { loginId: ADA, verifiedPhone: false }],
    ['/v1/mgmt/user/update', { loginId: ADA, additionalLoginIds: ['ada@elsewhere.test'] }],
    ['/v1/mgmt/user/update', { loginId: ADA, displayName: 'Ada', email: 'ada@elsewhere.test' }],
    ['/v1/mgmt/user/update/status', { loginId: ADA, status: 'disabled' }],
    ['/v1/mgmt/user/password/set/temporary', { loginId: ADA }],
    ['/v1/mgmt/user/password/set/temporary', { loginId: ADA, password: 'Tmp-Passw0rd!' }],
    ['/v1/mgmt/user/password/set/active', { loginId: ADA, password: 'Act-Passw0rd!' }],
    ['/v1/mgmt/user/passkeys/delete', { loginId: ADA }],
  ];

  it.each([
    ['an admin', ['Tenant Admin']],
    ['a plain member', []],
  ])(
    'refuses every account change when she is %s there: 403, nothing changed, no audit',
    async (_, roleNames) => {
      ada().userTenants.push({ tenantId: 'T2globex', roleNames });
      ada().webauthn.push({
        id: 'cred',
        publicKey: 'pk',
        counter: 0,
        transports: [],
        createdTime: 0,
      });
      const before = snapshot(emulator);
      const audits = emulator.store.data.audits.length;
      for (const [path, body] of ACCOUNT_CHANGES) {
        const { status, body: answer } = await acme(path, { body });
        expect({ path, body, status }).toEqual({ path, body, status: 403 });
        expect(answer).toMatchObject({
          errorCode: Codes.forbidden,
          errorDescription: 'Forbidden',
          errorMessage: expect.any(String),
        });
      }
      // Creating a user with her login id takes nothing over either.
      const taken = await acme('/v1/mgmt/user/create', { body: { loginId: ADA, email: ADA } });
      expect(taken.status).toBe(409);
      expect(snapshot(emulator)).toBe(before);
      expect(emulator.store.data.audits).toHaveLength(audits);
    },
  );

  it('still changes her roles and profile in its tenant, and removes her from it only', async () => {
    ada().userTenants.push({ tenantId: 'T2globex', roleNames: ['Tenant Admin'] });
    const roles = await acme('/v1/mgmt/user/update', {
      body: { loginId: ADA, roleNames: ['Support Agent'] },
    });
    expect(roles.status).toBe(200);
    // The widgets send the unchanged fields along with the changed ones.
    const { email, phone, verifiedEmail, verifiedPhone } = ada();
    const profile = await acme('/v1/mgmt/user/update', {
      body: {
        loginId: ADA,
        displayName: 'Countess Ada',
        email,
        phone,
        verifiedEmail,
        verifiedPhone,
      },
    });
    expect(profile.status).toBe(200);
    expect(ada()).toMatchObject({
      name: 'Countess Ada',
      userTenants: [
        { tenantId: 'T2acme', roleNames: ['Support Agent'] },
        { tenantId: 'T2globex', roleNames: ['Tenant Admin'] },
      ],
    });
    expect((await acme('/v1/mgmt/user/delete', { body: { loginId: ADA } })).status).toBe(200);
    expect(ada().userTenants).toEqual([{ tenantId: 'T2globex', roleNames: ['Tenant Admin'] }]);
  });

  it('lets an admin of every one of her tenants, and the management key, change them', async () => {
    ada().userTenants.push({ tenantId: 'T2globex', roleNames: ['Tenant Admin'] });
    const admin = findUserByLoginId(emulator.store.data, 'admin@acme.test');
    admin?.userTenants.push({ tenantId: 'T2globex', roleNames: ['Tenant Admin'] });
    const reset = await acme('/v1/mgmt/user/password/set/temporary', { body: { loginId: ADA } });
    expect(reset.status).toBe(200);
    admin?.userTenants.pop();
    for (const tenant of [undefined, 'T2acme']) {
      const { status } = await emulator.call('/v1/mgmt/user/update/status', {
        body: { loginId: ADA, status: 'disabled' },
        token: emulator.managementKey,
        ...(tenant && { query: { tenant } }),
      });
      expect(status).toBe(200);
    }
    expect(ada().status).toBe('disabled');
  });
});
