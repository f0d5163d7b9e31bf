import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '../../auth/rotation-grace';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { exportState, STATE_FILE } from '../../seed/persist';
import { startEmulator } from '../../start';
import { useEmulator } from '../../test/emulator';
import { rawPost } from '../../test/raw-request';

const emulator = useEmulator();

beforeEach(() => emulator.reset());

const refresh = (token?: string) => emulator.call('/v1/auth/refresh', { body: {}, token });
const me = (token?: string) => emulator.call('/v1/auth/me', { token });
const advanceClock = (ms: number) =>
  emulator.call('/emulator/v1/clock', { body: { advanceMs: ms } });
/** Past the grace window of every rotation so far: a replay from here on is reuse. */
const afterGrace = () => advanceClock(ROTATION_GRACE_MS + 1);

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
    await afterGrace();
    const replay = await refresh(first.refreshJwt);
    expect(replay.status).toBe(401);
    expect((await refresh(second.body.refreshJwt as string)).status).toBe(401);
    expect((await me(second.body.refreshJwt as string)).status).toBe(401);
  });

  it('leaves other sessions of the user alone when one family is revoked', async () => {
    const one = await emulator.signIn();
    const other = await emulator.signIn();
    await refresh(one.refreshJwt);
    await afterGrace();
    expect((await refresh(one.refreshJwt)).status).toBe(401);
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

describe('refresh grace window', () => {
  const selectTenant = (tenant: string, token: string) =>
    emulator.call('/v1/auth/tenant/select', { body: { tenant }, token });
  const pairOf = (answer: { body: Record<string, unknown> }) => ({
    sessionJwt: answer.body.sessionJwt,
    refreshJwt: answer.body.refreshJwt,
  });
  const familyRevoked = (refreshJwt: string) => {
    const { jti } = decodeJwt(refreshJwt);
    return emulator.store.data.refreshTokens[jti as string]?.revoked;
  };

  it('answers a replay within the window with the same pair, and the session goes on', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    expect(second.status).toBe(200);
    await advanceClock(ROTATION_GRACE_MS - 1_000);
    const again = await refresh(first.refreshJwt);
    expect(again.status).toBe(200);
    expect(pairOf(again)).toEqual(pairOf(second));
    expect((await me(again.body.sessionJwt as string)).status).toBe(200);
    const third = await refresh(again.body.refreshJwt as string);
    expect(third.status).toBe(200);
    expect((await me(third.body.sessionJwt as string)).status).toBe(200);
  });

  it('answers copies that arrive while the first is still being answered with the same pair', async () => {
    const { refreshJwt } = await emulator.signIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(refreshJwt)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refreshJwt)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.sessionJwt)).size).toBe(1);
    expect((await refresh(answers[0]!.body.refreshJwt as string)).status).toBe(200);
  });

  it('revokes the family when the replay comes after the window', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    await afterGrace();
    const replay = await refresh(first.refreshJwt);
    expect(replay).toMatchObject({ status: 401, body: { errorCode: Codes.unauthorized } });
    expect((await refresh(second.body.refreshJwt as string)).status).toBe(401);
    expect((await me(second.body.sessionJwt as string)).status).toBe(401);
  });

  it('revokes the family when the successor was already spent', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    const third = await refresh(second.body.refreshJwt as string);
    expect(third.status).toBe(200);
    const replay = await refresh(first.refreshJwt);
    expect(replay.status).toBe(401);
    expect(familyRevoked(third.body.refreshJwt as string)).toBe(true);
    expect((await refresh(third.body.refreshJwt as string)).status).toBe(401);
    expect((await me(third.body.sessionJwt as string)).status).toBe(401);
  });

  it.each([
    ['logout', '/v1/auth/logout'],
    ['logoutall', '/v1/auth/logoutall'],
  ])('brings nothing back after a %s within the window', async (_, path) => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    const out = await emulator.call(path, { body: {}, token: second.body.refreshJwt as string });
    expect(out.status).toBe(200);
    const replay = await refresh(first.refreshJwt);
    expect(replay.status).toBe(401);
    expect(replay.body.sessionJwt).toBeUndefined();
    expect((await refresh(second.body.refreshJwt as string)).status).toBe(401);
    expect((await me(second.body.sessionJwt as string)).status).toBe(401);
  });

  it('brings nothing back for a user disabled within the window', async () => {
    const first = await emulator.signIn();
    expect((await refresh(first.refreshJwt)).status).toBe(200);
    const disabled = await emulator.call('/v1/mgmt/user/update/status', {
      body: { loginId: DEMO_ADMIN.loginId, status: 'disabled' },
      token: emulator.managementKey,
    });
    expect(disabled.status).toBe(200);
    const replay = await refresh(first.refreshJwt);
    expect(replay.status).toBe(401);
    expect(replay.body.sessionJwt).toBeUndefined();
  });

  it('answers a replayed tenant select with its pair, and refuses one asking another tenant', async () => {
    const { refreshJwt } = await emulator.signIn();
    const selected = await selectTenant('T2acme', refreshJwt);
    expect(selected.status).toBe(200);
    const again = await selectTenant('T2acme', refreshJwt);
    expect(again.status).toBe(200);
    expect(pairOf(again)).toEqual(pairOf(selected));
    // The first call's answer is not what this one asks for; nothing is revoked or issued.
    const tokens = Object.keys(emulator.store.data.refreshTokens).length;
    const other = await selectTenant('', refreshJwt);
    expect(other).toMatchObject({ status: 409, body: { errorCode: Codes.conflict } });
    expect(Object.keys(emulator.store.data.refreshTokens)).toHaveLength(tokens);
    expect(familyRevoked(refreshJwt)).toBe(false);
    // A refresh asks for no tenant: it gets the session as the select left it.
    const refreshed = await refresh(refreshJwt);
    expect(pairOf(refreshed)).toEqual(pairOf(selected));
    expect(decodeJwt(refreshed.body.sessionJwt as string).dct).toBe('T2acme');
  });

  it('ends with a restart: the export holds no successor, and a replay after import revokes', async () => {
    const first = await emulator.signIn();
    const second = await refresh(first.refreshJwt);
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-grace-'));
    try {
      exportState(emulator.store.data, dir);
      const exported = readFileSync(join(dir, STATE_FILE), 'utf8');
      expect(exported).not.toContain(second.body.refreshJwt as string);
      expect(exported).not.toContain(second.body.sessionJwt as string);
      const restarted = await startEmulator({ importDir: dir });
      try {
        const post = (token: string) =>
          fetch(`${restarted.url}/v1/auth/refresh`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${restarted.projectId}:${token}`,
              'content-type': 'application/json',
            },
            body: '{}',
          });
        expect((await post(first.refreshJwt)).status).toBe(401);
        expect((await post(second.body.refreshJwt as string)).status).toBe(401);
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    await afterGrace();
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

  it('takes a rotated-out refresh token only within the grace window, then refuses it as management does', async () => {
    const first = await emulator.signIn();
    const rotated = await refresh(first.refreshJwt);
    expect(rotated.status).toBe(200);
    // Within the window the rotation's answer may have been lost: the old token still reads.
    expect((await me(first.refreshJwt)).status).toBe(200);
    await afterGrace();
    const history = () => emulator.call('/v1/auth/me/history', { token: first.refreshJwt });
    for (const answer of [await me(first.refreshJwt), await history()]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        errorMessage: 'Refresh token was rotated; use the newest one',
      });
    }
    const management = await emulator.call('/v1/mgmt/user/search', {
      method: 'POST',
      body: { limit: 1 },
      token: first.refreshJwt,
      query: { tenant: 'T2acme' },
    });
    expect(management.status).toBe(401);
    // Refusing it revokes nothing: the newest token goes on.
    expect((await me(rotated.body.refreshJwt as string)).status).toBe(200);
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
