import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { useEmulator } from '../../test/emulator';
import { rawPost } from '../../test/raw-request';

const emulator = useEmulator();

beforeEach(() => emulator.reset());

const refresh = (token?: string) => emulator.call('/v1/auth/refresh', { body: {}, token });
const me = (token?: string) => emulator.call('/v1/auth/me', { token });

describe('refresh', () => {
  it('rotates: the new refresh token works, the old one is refused', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      sessionJwt: expect.any(String),
      refreshJwt: expect.any(String),
      cookieMaxAge: expect.any(Number),
      user: { loginIds: [DEMO_ADMIN.loginId] },
    });
    expect(second.body.refreshJwt).not.toBe(first.refreshJwt);
    expect(decodeJwt(second.body.sessionJwt as string)).toMatchObject({ amr: ['pwd'] });
    expect((await refresh(second.body.refreshJwt as string)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    const replay = await refresh(first.refreshJwt);
    expect(replay.status).toBe(401);
    expect((await refresh(second.body.refreshJwt as string)).status).toBe(401);
    expect((await me(second.body.refreshJwt as string)).status).toBe(401);
  });

  it('leaves other sessions of the user alone when one family is revoked', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    await refresh(one.refreshJwt);
    await refresh(one.refreshJwt);
    expect((await refresh(other.refreshJwt)).status).toBe(200);
  });

  it('refuses expired, session, missing and forged tokens', async () => {
    const { refreshJwt, sessionJwt } = await emulator.signIn();
    expect((await refresh(sessionJwt)).status).toBe(401);
    expect((await refresh()).status).toBe(401);
    expect((await refresh('not.a.jwt')).status).toBe(401);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 31 * 86_400_000 } });
    const expired = await refresh(refreshJwt);
    expect(expired).toMatchObject({ status: 401, body: { errorCode: Codes.tokenExpired } });
  });

  it('reads the refresh token from the DSR cookie when the bearer has none', async () => {
    const { refreshJwt } = await emulator.signIn();
    const response = await rawPost(emulator, '/v1/auth/refresh', '{}', {
      cookie: `DSR=${refreshJwt}`,
      origin: 'http://localhost:5173',
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('DSR='))).toBe(true);
  });
});

describe('logout', () => {
  it('logout revokes that session only', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    const out = await emulator.call('/v1/auth/logout', { body: {}, token: one.refreshJwt });
    expect(out).toMatchObject({ status: 200, body: {} });
    expect((await refresh(one.refreshJwt)).status).toBe(401);
    expect((await me(one.refreshJwt)).status).toBe(401);
    expect((await refresh(other.refreshJwt)).status).toBe(200);
  });

  it('logoutall revokes every session of the user', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    const stranger = await emulator.signIn('admin@globex.test');
    const out = await emulator.call('/v1/auth/logoutall', { body: {}, token: one.refreshJwt });
    expect(out.status).toBe(200);
    expect((await refresh(other.refreshJwt)).status).toBe(401);
    expect((await refresh(stranger.refreshJwt)).status).toBe(200);
  });
});

describe('session tokens of a revoked family', () => {
  it('are refused after logout, while the other sessions of the user go on', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    expect((await me(one.sessionJwt)).status).toBe(200);
    await emulator.call('/v1/auth/logout', { body: {}, token: one.refreshJwt });
    const refused = await me(one.sessionJwt);
    expect(refused).toMatchObject({ status: 401, body: { errorCode: Codes.unauthorized } });
    expect((await emulator.call('/v1/auth/me/history', { token: one.sessionJwt })).status).toBe(
      401,
    );
    expect((await me(other.sessionJwt)).status).toBe(200);
  });

  it('are refused after logoutall, for every sign-in of the user only', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    const stranger = await emulator.signIn('admin@globex.test');
    await emulator.call('/v1/auth/logoutall', { body: {}, token: one.refreshJwt });
    expect((await me(one.sessionJwt)).status).toBe(401);
    expect((await me(other.sessionJwt)).status).toBe(401);
    expect((await me(stranger.sessionJwt)).status).toBe(200);
  });

  it('are refused once a replayed refresh token revokes the family', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    expect((await refresh(first.refreshJwt)).status).toBe(401);
    expect((await me(first.sessionJwt)).status).toBe(401);
    expect((await me(second.body.sessionJwt as string)).status).toBe(401);
  });

  it('are not revoked by a normal rotation: they live until they expire', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    expect(second.status).toBe(200);
    expect((await me(first.sessionJwt)).status).toBe(200);
    expect((await me(second.body.sessionJwt as string)).status).toBe(200);
  });
});

describe('me and history', () => {
  it('answers the user itself for a refresh or a session token', async () => {
    const { refreshJwt, sessionJwt } = await emulator.signIn();
    const byRefresh = await me(refreshJwt);
    expect(byRefresh.status).toBe(200);
    expect(byRefresh.body).toMatchObject({ userId: 'U2demo0001', loginIds: [DEMO_ADMIN.loginId] });
    expect(byRefresh.body).not.toHaveProperty('user');
    expect((await me(sessionJwt)).body).toEqual(byRefresh.body);
    expect((await me('garbage')).status).toBe(401);
    expect((await me()).status).toBe(401);
  });

  it("lists the user's sign-ins, newest first", async () => {
    // The sign-in happens between these two readings of the clock (seconds may tick over).
    const before = Math.floor(emulator.store.now() / 1000);
    const { refreshJwt } = await emulator.signIn();
    const after = Math.floor(emulator.store.now() / 1000);
    const { status, body } = await emulator.call('/v1/auth/me/history', { token: refreshJwt });
    expect(status).toBe(200);
    const entries = body as unknown as Array<Record<string, unknown>>;
    const newest = entries[0]?.loginTime as number;
    expect(newest).toBeGreaterThanOrEqual(before);
    expect(newest).toBeLessThanOrEqual(after);
    expect(entries[0]).toMatchObject({
      userId: 'U2demo0001',
      city: expect.any(String),
      country: expect.any(String),
      ip: '127.0.0.1',
    });
    // The seed's own LoginSucceed events of this user are there too.
    expect(entries.length).toBeGreaterThan(1);
    const times = entries.map((e) => e.loginTime as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('tenant select', () => {
  it('sets dct for a tenant of the user, rotating the refresh token', async () => {
    const { refreshJwt } = await emulator.signIn();
    const selected = await emulator.call('/v1/auth/tenant/select', {
      body: { tenant: 'T2acme' },
      token: refreshJwt,
    });
    expect(selected.status).toBe(200);
    expect(decodeJwt(selected.body.sessionJwt as string).dct).toBe('T2acme');
    const next = await refresh(selected.body.refreshJwt as string);
    expect(decodeJwt(next.body.sessionJwt as string).dct).toBe('T2acme');
    expect((await refresh(refreshJwt)).status).toBe(401);
  });

  it('clears dct with an empty tenant and refuses tenants of others', async () => {
    const { refreshJwt } = await emulator.signIn();
    const foreign = await emulator.call('/v1/auth/tenant/select', {
      body: { tenant: 'T2globex' },
      token: refreshJwt,
    });
    expect(foreign.status).toBe(403);
    const cleared = await emulator.call('/v1/auth/tenant/select', {
      body: { tenant: '' },
      token: refreshJwt,
    });
    expect(decodeJwt(cleared.body.sessionJwt as string).dct).toBeUndefined();
    const malformed = await emulator.call('/v1/auth/tenant/select', {
      body: {},
      token: refreshJwt,
    });
    expect(malformed.status).toBe(400);
  });
});
