import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '../http/result';
import type { JwtResponse } from '../schemas/session';
import { fakeJwt } from '../test/jwt';
import { REFRESH_KEY } from './keys';
import { memoryStorage } from './storage';

// The refresh path is a part of its own (refresh.ts), loaded when a refresh is first due: a
// part that does not arrive is a failure like a lost answer, never a sign-out.

let arrives = false;
vi.mock('./refresh', async (original) => {
  if (!arrives) throw new Error('Failed to fetch dynamically imported module: /refresh.js');
  return original();
});

const api = () => ({
  refresh: vi.fn(
    async (): Promise<Result<JwtResponse>> =>
      ok({
        sessionJwt: fakeJwt({}, { ttlSeconds: 600 }),
        refreshJwt: fakeJwt({ jti: 'R2' }, { drn: 'DSR', ttlSeconds: 86400 }),
      }),
  ),
  me: vi.fn(async () => ok({ userId: 'U1', loginIds: ['ada@example.com'] })),
  logout: vi.fn(async () => ok({})),
  logoutAll: vi.fn(async () => ok({})),
});

describe('the session refresh part', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the tokens when it cannot load, says so, and loads again on the next try', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { createSession } = await import('./store');
    const storage = memoryStorage();
    const refreshToken = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
    storage.setItem(REFRESH_KEY, refreshToken);
    const calls = api();
    const session = createSession({ projectId: 'Pload', api: calls, storage });

    await session.start();
    expect(session.$state.get()).toMatchObject({
      status: 'unauthenticated',
      error: { code: 'E_LOAD_FAILED', message: 'Could not load the session refresh' },
    });
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(storage.getItem(REFRESH_KEY)).toBe(refreshToken);

    // The back-off's first retry finds the part.
    arrives = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(session.$state.get().status).toBe('authenticated'));
    expect(calls.refresh).toHaveBeenCalledWith(refreshToken);
    session.destroy();
  });
});
