import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, snapshot } from '../../mgmt/testing';
import { useEmulator } from '../../test/harness';

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

  it('a refresh token used as a session', async () => {
    const { refreshJwt } = await sessionFor(emulator, 'admin@acme.test');
    expect(refreshJwt).toBeTruthy();
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
