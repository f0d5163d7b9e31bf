import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GatehouseError, localError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';
import type { JwtResponse } from '../schemas/session';
import type { User } from '../schemas/user';
import { fakeJwt } from '../test/jwt';
import { laggingStorage, lockManager } from '../test/tabs';
import { LAST_DISPLAY_NAME_KEY, LAST_LOGIN_ID_KEY, REFRESH_KEY, SESSION_KEY } from './keys';
import { type Lock, webLock } from './lock';
import { memoryStorage, type TokenStorage } from './storage';
import { createSession, type SessionApi, type SessionState } from './store';

const user: User = { userId: 'U1', loginIds: ['ada@example.com'], name: 'Ada' };
const httpError = (status: number): GatehouseError => ({
  kind: 'http',
  code: `E${status}`,
  message: `${status}`,
  status,
});

let issued = 0;
function fakeApi(refreshTtl = 600) {
  const api = {
    // Every answer carries new tokens (a jti of their own), as the provider's do.
    refresh: vi.fn(
      async (): Promise<Result<JwtResponse>> =>
        ok({
          sessionJwt: fakeJwt({ jti: `S${++issued}` }, { ttlSeconds: refreshTtl }),
          refreshJwt: fakeJwt({ jti: `R${issued}` }, { drn: 'DSR', ttlSeconds: 86400 }),
          user,
        }),
    ),
    me: vi.fn(async (): Promise<Result<User>> => ok(user)),
    logout: vi.fn(async (): Promise<Result<unknown>> => ok({})),
    logoutAll: vi.fn(async (): Promise<Result<unknown>> => ok({})),
  } satisfies SessionApi;
  return api;
}

const silent = { warn: vi.fn() };
let projects = 0;
const pid = () => `Ptest${++projects}`;
const track = (states: SessionState[]) => (state: SessionState) => states.push(state);

async function seed(storage: TokenStorage, sessionTtl: number | undefined, withRefresh = true) {
  if (sessionTtl !== undefined)
    storage.setItem(SESSION_KEY, fakeJwt({}, { ttlSeconds: sessionTtl }));
  if (withRefresh) storage.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }));
}

describe('session', () => {
  let storage: TokenStorage;
  beforeEach(() => {
    storage = memoryStorage();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts unauthenticated without tokens, and makes no request', async () => {
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    expect(session.$state.get()).toEqual({ status: 'unauthenticated' });
    expect(api.refresh).not.toHaveBeenCalled();
    session.destroy();
  });

  it('shares one /me between the session and a widget asking at once, and asks again later', async () => {
    await seed(storage, 600);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.waitFor(() => expect(session.$user.get()).toEqual(user));
    const before = api.me.mock.calls.length;
    const [first, second] = await Promise.all([session.loadUser(), session.loadUser()]);
    expect(first).toEqual(ok(user));
    expect(second).toBe(first);
    expect(api.me).toHaveBeenCalledTimes(before + 1);
    await session.loadUser();
    expect(api.me).toHaveBeenCalledTimes(before + 2);
    session.destroy();
  });

  it('goes from loading straight to authenticated with a stored valid session', async () => {
    await seed(storage, 600);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    const states: SessionState[] = [];
    session.$state.subscribe(track(states));
    await session.start();
    await vi.waitFor(() => expect(session.$user.get()).toEqual(user));
    expect(states.map((s) => s.status)).toEqual(['loading', 'authenticated']);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(api.me).toHaveBeenCalledWith(storage.getItem(REFRESH_KEY));
    expect(storage.getItem(LAST_LOGIN_ID_KEY)).toBe('ada@example.com');
    expect(storage.getItem(LAST_DISPLAY_NAME_KEY)).toBe('Ada');
    session.destroy();
  });

  it('refreshes at start when only a refresh token is stored, and stores the new tokens', async () => {
    await seed(storage, undefined);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    const dsr = storage.getItem(REFRESH_KEY);
    await session.start();
    expect(api.refresh).toHaveBeenCalledWith(dsr);
    const state = session.$state.get();
    expect(state.status).toBe('authenticated');
    if (state.status === 'authenticated') {
      expect(storage.getItem(SESSION_KEY)).toBe(state.sessionToken);
      expect(state.claims.drn).toBe('DS');
    }
    expect(session.$user.get()).toEqual(user);
    session.destroy();
  });

  it('refreshes 20 seconds before the session expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, 600);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.advanceTimersByTimeAsync(579_000);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    // The new token (600 s) is scheduled again, 580 s later.
    await vi.advanceTimersByTimeAsync(578_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.refresh).toHaveBeenCalledTimes(2);
    session.destroy();
  });

  it('does not refresh early for sessions longer than a timer can hold', async () => {
    // Without the 2^31-1 ms cap, setTimeout overflows and fires at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, 60 * 86400);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(api.refresh).not.toHaveBeenCalled();
    session.destroy();
  });

  it('refreshes at once when the page becomes visible after expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, 600);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    // A hidden tab's timers are throttled: time passes without the timer running.
    vi.setSystemTime(Date.now() + 700_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(session.$state.get().status).toBe('authenticated'));
    session.destroy();
  });

  it('clears tokens and cancels timers when refresh answers 401', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, 600);
    const api = fakeApi();
    api.refresh.mockResolvedValue(fail(httpError(401)));
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.advanceTimersByTimeAsync(580_100);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.$state.get()).toMatchObject({
      status: 'unauthenticated',
      error: { status: 401 },
    });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    session.destroy();
  });

  it('clears tokens when me answers 401', async () => {
    await seed(storage, 600);
    const api = fakeApi();
    api.me.mockResolvedValue(fail(httpError(401)));
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.waitFor(() => expect(session.$state.get().status).toBe('unauthenticated'));
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('keeps the tokens and retries after a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, undefined);
    const api = fakeApi();
    // Twice: the first failure is retried at once (see "a refresh that got no answer").
    const offline = fail(localError('network', 'E_NETWORK', 'Network error'));
    api.refresh.mockResolvedValueOnce(offline).mockResolvedValueOnce(offline);
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    const started = session.start();
    await vi.advanceTimersByTimeAsync(100);
    await started;
    expect(session.$state.get()).toMatchObject({
      status: 'unauthenticated',
      error: { code: 'E_NETWORK' },
    });
    expect(storage.getItem(REFRESH_KEY)).not.toBeNull();
    expect(api.refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(api.refresh).toHaveBeenCalledTimes(3);
    expect(session.$state.get().status).toBe('authenticated');
    session.destroy();
  });

  it('logout revokes the refresh token and clears tokens, timers and the last user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await seed(storage, 600);
    const dsr = storage.getItem(REFRESH_KEY);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    await vi.waitFor(() => expect(storage.getItem(LAST_LOGIN_ID_KEY)).toBe('ada@example.com'));
    await session.logout();
    expect(api.logout).toHaveBeenCalledWith(dsr);
    expect(session.$state.get()).toEqual({ status: 'unauthenticated' });
    expect(session.$user.get()).toBeUndefined();
    for (const key of [SESSION_KEY, REFRESH_KEY, LAST_LOGIN_ID_KEY, LAST_DISPLAY_NAME_KEY]) {
      expect(storage.getItem(key)).toBeNull();
    }
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.refresh).not.toHaveBeenCalled();
    session.destroy();
  });

  it('signs out locally even when the logout request fails', async () => {
    await seed(storage, 600);
    const api = fakeApi();
    api.logout.mockResolvedValue(fail(localError('network', 'E_NETWORK', 'Network error')));
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    const result = await session.logout();
    expect(result.ok).toBe(false);
    expect(session.$state.get().status).toBe('unauthenticated');
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
  });

  it('falls back to memory with a warning when browser storage is unavailable', async () => {
    const broken = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const warn = vi.fn();
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, logger: { warn } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('storage is unavailable'));
    broken.mockRestore();
    const response = (await api.refresh()) as { data: JwtResponse };
    const adopted = session.adopt(response.data);
    expect(adopted.ok).toBe(true);
    expect(session.$state.get().status).toBe('authenticated');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    session.destroy();
  });

  it('never logs a token', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    await seed(storage, 600);
    const session = createSession({ projectId: pid(), api: fakeApi(), storage });
    await session.start();
    await session.refresh();
    await session.logout();
    const printed = [...log.mock.calls, ...warn.mock.calls, ...error.mock.calls].flat().join(' ');
    expect(printed).not.toMatch(/eyJ/);
  });

  it('mirrors the session token into a strict, secure cookie when asked', async () => {
    // Secure is set on https pages only (cookie.test.ts covers http).
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'https://app.example.com/',
    );
    const api = fakeApi();
    const set = vi.spyOn(document, 'cookie', 'set');
    const session = createSession({
      projectId: pid(),
      api,
      storage,
      sessionTokenViaCookie: true,
      logger: silent,
    });
    const response = (await api.refresh()) as { data: JwtResponse };
    session.adopt(response.data);
    const written = set.mock.calls.at(-1)?.[0] ?? '';
    expect(written).toMatch(/^DS=eyJ/);
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain('Secure');
    await session.logout();
    expect(set.mock.calls.at(-1)?.[0]).toMatch(/^DS=; .*Max-Age=0/);
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://localhost:3000/',
    );
  });

  it('refuses to adopt a token it cannot read', () => {
    const session = createSession({ projectId: pid(), api: fakeApi(), storage, logger: silent });
    const result = session.adopt({ sessionJwt: 'not-a-jwt' });
    expect(result).toMatchObject({ ok: false, error: { message: 'Invalid token provided' } });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('starts once however often it is subscribed (StrictMode double mounts)', async () => {
    await seed(storage, undefined);
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    const stopA = session.$state.listen(() => {});
    stopA();
    const stopB = session.$state.listen(() => {});
    await vi.waitFor(() => expect(session.$state.get().status).toBe('authenticated'));
    stopB();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    session.destroy();
  });
});

describe('session on a server', () => {
  it('does not start when a server render reads the state', async () => {
    vi.stubGlobal('window', undefined);
    const storage = memoryStorage();
    storage.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR' }));
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    expect(session.$state.get()).toEqual({ status: 'loading' });
    const stop = session.$state.listen(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    vi.unstubAllGlobals();
    expect(session.$state.get()).toEqual({ status: 'loading' });
    expect(api.refresh).not.toHaveBeenCalled();
    session.destroy();
  });
});

describe('session across tabs', () => {
  it('makes one refresh request for two tabs, and the other adopts its tokens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const shared = memoryStorage();
    await seed(shared, 600);
    const api = fakeApi();
    const tabA = createSession({ projectId: 'Ptabs', api, storage: shared, logger: silent });
    const tabB = createSession({ projectId: 'Ptabs', api, storage: shared, logger: silent });
    await Promise.all([tabA.start(), tabB.start()]);
    await vi.advanceTimersByTimeAsync(581_000);
    await vi.waitFor(() => {
      const a = tabA.$state.get();
      const b = tabB.$state.get();
      expect(
        a.status === 'authenticated' &&
          b.status === 'authenticated' &&
          a.sessionToken === b.sessionToken,
      ).toBe(true);
    });
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(tabA.getSessionToken()).toBe(shared.getItem(SESSION_KEY));
    tabA.destroy();
    tabB.destroy();
    vi.useRealTimers();
  });

  it('signs every tab out when one logs out', async () => {
    const shared = memoryStorage();
    await seed(shared, 600);
    const tabA = createSession({
      projectId: 'Ptabs2',
      api: fakeApi(),
      storage: shared,
      logger: silent,
    });
    const tabB = createSession({
      projectId: 'Ptabs2',
      api: fakeApi(),
      storage: shared,
      logger: silent,
    });
    await Promise.all([tabA.start(), tabB.start()]);
    expect(tabB.$state.get().status).toBe('authenticated');
    await tabA.logout();
    await vi.waitFor(() => expect(tabB.$state.get().status).toBe('unauthenticated'));
    tabA.destroy();
    tabB.destroy();
  });

  it('signs every tab in when one signs in', async () => {
    const shared = memoryStorage();
    const api = fakeApi();
    const tabA = createSession({ projectId: 'Ptabs3', api, storage: shared, logger: silent });
    const tabB = createSession({ projectId: 'Ptabs3', api, storage: shared, logger: silent });
    await Promise.all([tabA.start(), tabB.start()]);
    const response = (await api.refresh()) as { data: JwtResponse };
    tabA.adopt(response.data);
    await vi.waitFor(() => expect(tabB.$state.get().status).toBe('authenticated'));
    await vi.waitFor(() => expect(tabB.$user.get()).toEqual(user));
    tabA.destroy();
    tabB.destroy();
  });
});

/**
 * The provider's refresh, with its rotation rules: each refresh token works once; a spent one
 * sent again revokes the whole session (every later refresh answers 401).
 */
function rotatingApi() {
  let current = fakeJwt({ n: 0 }, { drn: 'DSR', ttlSeconds: 86400 });
  let revoked = false;
  let issued = 0;
  const api = fakeApi();
  api.refresh.mockImplementation(async (token?: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (revoked || token !== current) {
      revoked = true;
      return fail(httpError(401));
    }
    issued += 1;
    current = fakeJwt({ n: issued }, { drn: 'DSR', ttlSeconds: 86400 });
    return ok({ sessionJwt: fakeJwt({ n: issued }), refreshJwt: current, user });
  });
  return { api, first: () => current, revoked: () => revoked };
}

/**
 * The same provider with the emulator's grace window: a token sent again right after its
 * rotation answers the pair that rotation issued. `loseNextAnswer` makes the next refresh
 * rotate as usual but answer a timeout, as when the client's deadline fired first.
 */
function graceApi() {
  let current = fakeJwt({ n: 0 }, { drn: 'DSR', ttlSeconds: 86400 });
  let previous: { token: string; answer: JwtResponse } | undefined;
  let revoked = false;
  let issued = 0;
  let lose = false;
  async function refresh(token?: string): Promise<Result<JwtResponse>> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!revoked && previous && token === previous.token) return ok(previous.answer);
    if (revoked || token !== current) {
      revoked = true;
      return fail(httpError(401));
    }
    issued += 1;
    const answer = {
      sessionJwt: fakeJwt({ n: issued }),
      refreshJwt: fakeJwt({ n: issued }, { drn: 'DSR', ttlSeconds: 86400 }),
      user,
    };
    previous = { token, answer };
    current = answer.refreshJwt;
    if (!lose) return ok(answer);
    lose = false;
    return fail(localError('timeout', 'E_TIMEOUT', 'The request timed out'));
  }
  return {
    refresh,
    first: () => current,
    revoked: () => revoked,
    loseNextAnswer: () => {
      lose = true;
    },
  };
}

describe('session across tabs with Web Locks', () => {
  it('queues refreshes on the lock so only the first tab calls the server', async () => {
    const shared = memoryStorage();
    await seed(shared, 600);
    const api = fakeApi();
    const locks = lockManager();
    const tabA = createSession({
      projectId: 'Pweb',
      api,
      storage: shared,
      lock: webLock(locks, 'gatehouse:Pweb'),
      logger: silent,
    });
    const tabB = createSession({
      projectId: 'Pweb',
      api,
      storage: shared,
      lock: webLock(locks, 'gatehouse:Pweb'),
      logger: silent,
    });
    await Promise.all([tabA.start(), tabB.start()]);
    const [a, b] = await Promise.all([tabA.refresh(), tabB.refresh()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(a.ok && b.ok && a.data.sessionJwt === b.data.sessionJwt).toBe(true);
    tabA.destroy();
    tabB.destroy();
  });

  it('sends one refresh per cycle when the lock hands over before the other tabs see storage', async () => {
    // Chromium: a tab granted the lock may still read the previous holder's old tokens for a
    // few milliseconds. Here every other tab sees a write 30 ms late.
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const storage = laggingStorage(30);
    const provider = rotatingApi();
    const first = storage.tab();
    first.setItem(SESSION_KEY, fakeJwt({ n: 0 }));
    first.setItem(REFRESH_KEY, provider.first());
    const tabs = [first, storage.tab(), storage.tab()].map((view) =>
      createSession({ projectId: 'Prace', api: provider.api, storage: view, logger: silent }),
    );
    await Promise.all(tabs.map((tab) => tab.start()));

    for (let cycle = 1; cycle <= 5; cycle++) {
      // Every tab's timer fires within a few milliseconds of the others'.
      const results = await Promise.all(
        tabs.map(async (tab, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 8));
          return tab.refresh();
        }),
      );
      expect(results.every((result) => result.ok)).toBe(true);
      expect(provider.api.refresh).toHaveBeenCalledTimes(cycle);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(provider.revoked()).toBe(false);
    const tokens = tabs.map((tab) => tab.getSessionToken());
    expect(new Set(tokens).size).toBe(1);
    expect(tabs.every((tab) => tab.$state.get().status === 'authenticated')).toBe(true);
    for (const tab of tabs) tab.destroy();
  });
});

describe('a refresh that got no answer', () => {
  const timedOut = () => fail(localError('timeout', 'E_TIMEOUT', 'The request timed out'));
  const offline = () => fail(localError('network', 'E_NETWORK', 'Network error'));

  /** Web Locks for one tab, counting the claims whose task ran. */
  function countedLock(name: string) {
    const inner = webLock(lockManager(), name);
    const claimed: string[] = [];
    const lock: Lock = (key, task) =>
      inner(key, () => {
        claimed.push(key);
        return task();
      });
    return { lock, claimed };
  }

  it.each([
    ['timed out', timedOut],
    ['failed on the network', offline],
  ])(
    'is sent once more at once when it %s, with the same token, under the same claim',
    async (_, failure) => {
      const storage = memoryStorage();
      await seed(storage, 600);
      const dsr = storage.getItem(REFRESH_KEY);
      const api = fakeApi();
      api.refresh.mockResolvedValueOnce(failure());
      const { lock, claimed } = countedLock('gatehouse:Plost');
      const session = createSession({ projectId: pid(), api, storage, lock, logger: silent });
      await session.start();
      const result = await session.refresh();
      expect(result.ok).toBe(true);
      expect(api.refresh.mock.calls).toEqual([[dsr], [dsr]]);
      expect(claimed).toHaveLength(1);
      expect(session.$state.get().status).toBe('authenticated');
      expect(storage.getItem(REFRESH_KEY)).toBe(result.ok && result.data.refreshJwt);
      session.destroy();
    },
  );

  it('keeps the tokens and tries later when the second try gets no answer either', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const storage = memoryStorage();
    await seed(storage, 600);
    const dsr = storage.getItem(REFRESH_KEY);
    const api = fakeApi();
    api.refresh.mockResolvedValueOnce(timedOut()).mockResolvedValueOnce(timedOut());
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    const result = await session.refresh();
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.refresh).toHaveBeenCalledTimes(2);
    expect(session.$state.get().status).toBe('authenticated');
    expect(storage.getItem(REFRESH_KEY)).toBe(dsr);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(api.refresh).toHaveBeenCalledTimes(3);
    session.destroy();
    vi.useRealTimers();
  });

  it.each([
    [401, 'unauthenticated'],
    [500, 'authenticated'],
  ])('is not sent again at once after a %i', async (status, after) => {
    const storage = memoryStorage();
    await seed(storage, 600);
    const api = fakeApi();
    api.refresh.mockResolvedValueOnce(fail(httpError(status)));
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    expect((await session.refresh()).ok).toBe(false);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.$state.get().status).toBe(after);
    session.destroy();
  });

  it('is not sent again when another tab replaced the token meanwhile: its tokens are adopted', async () => {
    const storage = memoryStorage();
    await seed(storage, 600);
    const api = fakeApi();
    const fresh = { session: fakeJwt({ jti: 'Snew' }), refresh: fakeJwt({}, { drn: 'DSR' }) };
    api.refresh.mockImplementationOnce(async () => {
      // Another tab signed in while this request was under way.
      storage.setItem(SESSION_KEY, fresh.session);
      storage.setItem(REFRESH_KEY, fresh.refresh);
      return timedOut();
    });
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    await session.start();
    const result = await session.refresh();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: true, data: { sessionJwt: fresh.session } });
    expect(session.getSessionToken()).toBe(fresh.session);
    session.destroy();
  });

  it('recovers the lost answer for every tab from the provider, which sees the token sent by one tab only', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: lockManager() });
    const storage = laggingStorage(30);
    const provider = graceApi();
    const first = storage.tab();
    first.setItem(SESSION_KEY, fakeJwt({ n: 0 }));
    first.setItem(REFRESH_KEY, provider.first());
    const tabs = [first, storage.tab(), storage.tab()].map((view) => {
      const api = { ...fakeApi(), refresh: vi.fn(provider.refresh) };
      return {
        api,
        session: createSession({ projectId: 'Plost', api, storage: view, logger: silent }),
      };
    });
    await Promise.all(tabs.map((tab) => tab.session.start()));
    provider.loseNextAnswer();
    const results = await Promise.all(tabs.map((tab) => tab.session.refresh()));
    vi.unstubAllGlobals();
    expect(results.every((result) => result.ok)).toBe(true);
    expect(provider.revoked()).toBe(false);
    // Two requests, the lost one and its retry, both from the tab that claimed the token.
    const senders = tabs.filter((tab) => tab.api.refresh.mock.calls.length > 0);
    expect(senders).toHaveLength(1);
    expect(senders[0]?.api.refresh).toHaveBeenCalledTimes(2);
    const tokens = tabs.map((tab) => tab.session.getSessionToken());
    expect(new Set(tokens).size).toBe(1);
    for (const tab of tabs) tab.session.destroy();
  });
});

describe('refresh right after a sign-in', () => {
  it('still calls the server when asked in the same millisecond as the sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = memoryStorage();
    const api = fakeApi();
    const session = createSession({ projectId: pid(), api, storage, logger: silent });
    const signIn = (await api.refresh()) as { data: JwtResponse };
    api.refresh.mockClear();
    session.adopt(signIn.data);
    // The clock does not move between the sign-in and the refresh.
    const refreshed = await session.refresh();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(refreshed.ok).toBe(true);
    session.destroy();
    vi.useRealTimers();
  });
});
