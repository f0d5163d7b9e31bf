import { describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '../http/result';
import type { JwtResponse } from '../schemas/session';
import type { User } from '../schemas/user';
import { fakeJwt } from '../test/jwt';
import { memoryStorage } from './storage';
import { createSession, type SessionApi } from './store';

// The session's own sign-in time (signed-in.ts): what the profile marks "This device" by.

/** Whole seconds, a minute ago: every token below is still valid. */
const SIGN_IN = Math.floor(Date.now() / 1000) * 1000 - 60_000;
const user: User = { userId: 'U2user', loginIds: ['ada@example.com'], name: 'Ada' };

const tokensAt = (now: number, sub = 'U2user'): JwtResponse => ({
  sessionJwt: fakeJwt({ sub, jti: `S${now}` }, { now }),
  refreshJwt: fakeJwt({ sub, jti: `R${now}` }, { now, drn: 'DSR', ttlSeconds: 86_400 }),
});

function sessionWith(storage = memoryStorage(), refreshAt = SIGN_IN + 30_000) {
  const api = {
    refresh: vi.fn(async (): Promise<Result<JwtResponse>> => ok(tokensAt(refreshAt))),
    me: vi.fn(async (): Promise<Result<User>> => ok(user)),
    logout: vi.fn(async (): Promise<Result<unknown>> => ok({})),
    logoutAll: vi.fn(async (): Promise<Result<unknown>> => ok({})),
  } satisfies SessionApi;
  const session = createSession({ projectId: 'Psigned', api, storage, logger: { warn: vi.fn() } });
  return { session, api, storage };
}

describe("the session's sign-in time", () => {
  it('is the first token of a sign-in, kept across refreshes and a reload', async () => {
    const { session, storage } = sessionWith();
    expect(session.signedInAt()).toBeUndefined();
    session.adopt(tokensAt(SIGN_IN));
    expect(session.signedInAt()).toBe(SIGN_IN / 1000);
    expect((await session.refresh()).ok).toBe(true);
    expect(session.getSessionToken()).toBe(tokensAt(SIGN_IN + 30_000).sessionJwt);
    expect(session.signedInAt()).toBe(SIGN_IN / 1000);
    // A tenant select or a step-up answers with tokens too: the same user stays signed in.
    session.adopt(tokensAt(SIGN_IN + 40_000));
    expect(session.signedInAt()).toBe(SIGN_IN / 1000);
    session.destroy();
    const reloaded = sessionWith(storage).session;
    await reloaded.start();
    expect(reloaded.signedInAt()).toBe(SIGN_IN / 1000);
    reloaded.destroy();
  });

  it('is forgotten at logout, and a new sign-in starts it again', async () => {
    const { session } = sessionWith();
    session.adopt(tokensAt(SIGN_IN));
    await session.logout();
    expect(session.signedInAt()).toBeUndefined();
    session.adopt(tokensAt(SIGN_IN + 50_000));
    expect(session.signedInAt()).toBe(SIGN_IN / 1000 + 50);
    session.destroy();
  });

  it("is another user's own once they sign in over the first", () => {
    const { session } = sessionWith();
    session.adopt(tokensAt(SIGN_IN));
    session.adopt(tokensAt(SIGN_IN + 50_000, 'U3other'));
    expect(session.signedInAt()).toBe(SIGN_IN / 1000 + 50);
    session.destroy();
  });

  it('is unknown for a session restored from tokens stored before it was kept', async () => {
    const storage = memoryStorage();
    storage.setItem('DS', tokensAt(Date.now()).sessionJwt);
    storage.setItem('DSR', tokensAt(Date.now()).refreshJwt as string);
    const { session } = sessionWith(storage);
    await session.start();
    expect(session.$state.get().status).toBe('authenticated');
    expect(session.signedInAt()).toBeUndefined();
    session.destroy();
  });
});
