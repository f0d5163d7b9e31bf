import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../../state/store';
import { useEmulator } from '../../test/emulator';
import { sessionFor, snapshot } from '../../test/management';

// The provider's browser widgets send the stored refresh JWT as the bearer
// (`Bearer <projectId>:<DSR>`), never the session JWT. The emulator takes it as its session:
// exactly what that session may do, nothing more, and only while it is the live, newest token
// of a live session.

const emulator = useEmulator();

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** Reads and writes a Tenant Admin may make in her tenant, and project-level ones she may not. */
const CALLS: Call[] = [
  { method: 'POST', path: '/v1/mgmt/user/search', body: { limit: 100 } },
  { method: 'GET', path: '/v1/mgmt/role/all' },
  { method: 'GET', path: '/v1/mgmt/user/customattributes' },
  { method: 'POST', path: '/v1/mgmt/accesskey/search', body: { limit: 100 } },
  { method: 'POST', path: '/v1/mgmt/audit/search', body: { limit: 100 } },
  { method: 'POST', path: '/v1/mgmt/user/create', body: { loginId: 'new.hire@acme.test' } },
  { method: 'POST', path: '/v1/mgmt/permission/create', body: { name: 'x.y' } },
  { method: 'POST', path: '/v1/mgmt/tenant/create', body: { name: 'Initech' } },
];

async function send(call: Call, token: string, tenant: string | undefined = 'T2acme') {
  const { status, body } = await emulator.call(call.path, {
    method: call.method,
    body: call.body,
    token,
    query: tenant ? { tenant } : {},
  });
  return { status, body };
}

/** `call` with `token` is refused with `status` and the provider's error body, changing nothing. */
async function expectRefused(token: string, status: number, tenant?: string) {
  const before = snapshot(emulator);
  for (const call of CALLS) {
    const answer = await send(call, token, tenant);
    expect({ path: call.path, status: answer.status }).toEqual({ path: call.path, status });
    expect(answer.body).toMatchObject({ errorCode: expect.any(String) });
  }
  expect(snapshot(emulator)).toBe(before);
}

beforeEach(() => emulator.reset());

describe('a refresh token as the bearer of management calls', () => {
  it("answers exactly as its session does, call by call (Acme's admin)", async () => {
    for (const call of CALLS) {
      await emulator.reset();
      const { sessionJwt } = await sessionFor(emulator, 'admin@acme.test');
      const bySession = await send(call, sessionJwt);
      await emulator.reset();
      const { refreshJwt = '' } = await sessionFor(emulator, 'admin@acme.test');
      const byRefresh = await send(call, refreshJwt);
      expect({ path: call.path, status: byRefresh.status }).toEqual({
        path: call.path,
        status: bySession.status,
      });
    }
    // The tenant's reads and writes pass; the project's are the management key's alone.
    const { refreshJwt = '' } = await sessionFor(emulator, 'admin@acme.test');
    expect((await send(CALLS[0] as Call, refreshJwt)).status).toBe(200);
    expect((await send(CALLS[6] as Call, refreshJwt)).status).toBe(403);
  });

  it('never widens the tenant: a member without Tenant Admin, another tenant, no tenant', async () => {
    const member = await sessionFor(emulator, 'grace.hopper@acme.test');
    await expectRefused(member.refreshJwt ?? '', 403);
    const globex = await sessionFor(emulator, 'admin@globex.test');
    await expectRefused(globex.refreshJwt ?? '', 403);
    const acme = await sessionFor(emulator, 'admin@acme.test');
    await expectRefused(acme.refreshJwt ?? '', 403, 'T2globex');
    await expectRefused(acme.refreshJwt ?? '', 403, '');
  });

  it('is refused once its session logged out', async () => {
    const { refreshJwt } = await emulator.signIn();
    expect((await send(CALLS[0] as Call, refreshJwt)).status).toBe(200);
    expect((await emulator.call('/v1/auth/logout', { body: {}, token: refreshJwt })).status).toBe(
      200,
    );
    await expectRefused(refreshJwt, 401);
  });

  it('is refused once rotated out, at once (no grace): only the newest token acts', async () => {
    const first = await emulator.signIn();
    const rotated = await emulator.call('/v1/auth/refresh', { body: {}, token: first.refreshJwt });
    expect(rotated.status).toBe(200);
    await expectRefused(first.refreshJwt, 401);
    const newest = rotated.body.refreshJwt as string;
    expect((await send(CALLS[0] as Call, newest)).status).toBe(200);
  });

  it('is refused once expired, or once its user is disabled', async () => {
    const { refreshJwt } = await emulator.signIn();
    const admin = findUserByLoginId(emulator.store.data, 'admin@acme.test');
    if (!admin) throw new Error('demo admin missing');
    admin.status = 'disabled';
    await expectRefused(refreshJwt, 401);
    admin.status = 'enabled';
    const later = await emulator.signIn();
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 400 * 24 * 3_600_000 } });
    try {
      await expectRefused(later.refreshJwt, 401);
    } finally {
      await emulator.call('/emulator/v1/clock', { body: { offsetMs: 0 } });
    }
  });

  it('a tampered refresh token, or a session JWT posing as one, is refused', async () => {
    const { refreshJwt, sessionJwt } = await emulator.signIn();
    const [header, , signature] = refreshJwt.split('.');
    const [, sessionPayload] = sessionJwt.split('.');
    await expectRefused(`${header}.${sessionPayload}.${signature}`, 401);
  });
});

describe('a refresh token as the bearer of a profile flow', () => {
  const startUpdateName = (token: string) =>
    emulator.call('/v1/flow/start', { body: { flowId: 'update-name' }, token });

  it('starts it for its session while live and newest; refused rotated out or logged out', async () => {
    const first = await emulator.signIn();
    expect((await startUpdateName(first.refreshJwt)).status).toBe(200);
    const rotated = await emulator.call('/v1/auth/refresh', { body: {}, token: first.refreshJwt });
    expect((await startUpdateName(first.refreshJwt)).status).toBe(401);
    const newest = rotated.body.refreshJwt as string;
    expect((await startUpdateName(newest)).status).toBe(200);
    await emulator.call('/v1/auth/logout', { body: {}, token: newest });
    expect((await startUpdateName(newest)).status).toBe(401);
  });
});
