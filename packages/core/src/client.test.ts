import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthClient, createClient, withAuth } from './client';
import { mgmtOf } from './mgmt';
import { REFRESH_KEY, SESSION_KEY } from './session/keys';
import { memoryStorage } from './session/storage';
import { fakeJwt } from './test/jwt';
import { BASE_URL, capture, server } from './test/msw';

const user = { userId: 'U1', loginIds: ['ada@example.com'], name: 'Ada' };
let projects = 0;
const options = () => ({
  projectId: `Pclient${++projects}`,
  baseUrl: BASE_URL,
  storage: memoryStorage(),
  logger: { warn: vi.fn() },
});

describe('createClient', () => {
  afterEach(() => vi.useRealTimers());

  it('requires a project id', () => {
    expect(() => createClient({ projectId: '' })).toThrow('A project id is required');
  });

  it('says so when there is no fetch', () => {
    vi.stubGlobal('fetch', undefined);
    expect(() => createClient({ projectId: 'P1' })).toThrow('fetch is not defined');
    vi.unstubAllGlobals();
  });

  it('signs in with a password and the session adopts the tokens', async () => {
    const sessionJwt = fakeJwt({ roles: ['viewer'] });
    const refreshJwt = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
    capture('post', '/v1/auth/password/signin', { sessionJwt, refreshJwt, user });
    const opts = options();
    const client = withAuth(createClient(opts));
    const result = await client.auth.password.signIn('ada@example.com', 'Passw0rd!');
    expect(result.ok).toBe(true);
    expect(client.session.$state.get()).toMatchObject({
      status: 'authenticated',
      sessionToken: sessionJwt,
    });
    expect(client.session.$user.get()).toEqual(user);
    expect(opts.storage.getItem(REFRESH_KEY)).toBe(refreshJwt);
    client.destroy();
  });

  it('does not touch the session when a sign-in fails', async () => {
    capture(
      'post',
      '/v1/auth/password/signin',
      { errorCode: 'E062108', errorDescription: 'Invalid credentials' },
      { status: 401 },
    );
    const opts = options();
    opts.storage.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR' }));
    const client = withAuth(createClient(opts));
    const result = await client.auth.password.signIn('ada@example.com', 'wrong');
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'Invalid credentials', status: 401 },
    });
    expect(opts.storage.getItem(REFRESH_KEY)).not.toBeNull();
    client.destroy();
  });

  it.each([
    [
      'tenant select',
      (c: AuthClient, token: string) => c.auth.selectTenant('T1', token),
      '/v1/auth/tenant/select',
      'post',
    ],
    [
      'login history',
      (c: AuthClient, token: string) => c.auth.history(token),
      '/v1/auth/me/history',
      'get',
    ],
    [
      'a password update',
      (c: AuthClient, token: string) =>
        c.auth.password.update('ada@example.com', 'N3w-Passw0rd!', token),
      '/v1/auth/password/update',
      'post',
    ],
  ] as const)(
    'signs the session out when %s with its token answers 401',
    async (_name, call, path, method) => {
      const opts = options();
      const refreshJwt = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
      opts.storage.setItem(SESSION_KEY, fakeJwt());
      opts.storage.setItem(REFRESH_KEY, refreshJwt);
      capture('get', '/v1/auth/me', user);
      capture(
        method,
        path,
        { errorCode: 'E061001', errorDescription: 'Unauthorized' },
        { status: 401 },
      );
      const client = withAuth(createClient(opts));
      await client.session.start();
      expect(client.session.$state.get().status).toBe('authenticated');
      const result = await call(client, refreshJwt);
      expect(result).toMatchObject({ ok: false, error: { status: 401 } });
      expect(client.session.$state.get()).toMatchObject({
        status: 'unauthenticated',
        error: { status: 401 },
      });
      expect(opts.storage.getItem(SESSION_KEY)).toBeNull();
      expect(opts.storage.getItem(REFRESH_KEY)).toBeNull();
      client.destroy();
    },
  );

  it('keeps the session on a 401 from a management path, or from a call with another token', async () => {
    const opts = options();
    const refreshJwt = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
    opts.storage.setItem(SESSION_KEY, fakeJwt());
    opts.storage.setItem(REFRESH_KEY, refreshJwt);
    capture('get', '/v1/auth/me', user);
    const refusal = { errorCode: 'E061001', errorDescription: 'Unauthorized' };
    capture('post', '/v1/mgmt/user/search', refusal, { status: 401 });
    capture('get', '/v1/auth/me/history', refusal, { status: 401 });
    const client = withAuth(createClient(opts));
    await client.session.start();
    expect((await mgmtOf(client, { tenant: 'T1' }).users.search({})).ok).toBe(false);
    expect((await client.auth.history(fakeJwt({}, { drn: 'DSR' }))).ok).toBe(false);
    expect(client.session.$state.get().status).toBe('authenticated');
    expect(opts.storage.getItem(REFRESH_KEY)).toBe(refreshJwt);
    client.destroy();
  });

  it('leaves loading when the refresh answer stalls mid-body, and retries later', async () => {
    const opts = options();
    opts.storage.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }));
    server.use(
      http.post(
        `${BASE_URL}/v1/auth/refresh`,
        () => new HttpResponse(new ReadableStream({ start() {} }), { status: 200 }),
      ),
    );
    const client = createClient({ ...opts, timeout: 100 });
    await client.session.start();
    expect(client.session.$state.get()).toMatchObject({
      status: 'unauthenticated',
      error: { kind: 'timeout', code: 'E_TIMEOUT' },
    });
    // A timeout is not a verdict on the tokens: they stay for the retry.
    expect(opts.storage.getItem(REFRESH_KEY)).not.toBeNull();
    client.destroy();
  });

  it('adopts the tokens of a completed flow', async () => {
    const sessionJwt = fakeJwt();
    capture('post', '/v1/flow/next', {
      executionId: 'e1',
      status: 'completed',
      authInfo: { sessionJwt, refreshJwt: fakeJwt({}, { drn: 'DSR' }), user },
    });
    const client = createClient(options());
    const { z } = await import('zod/mini').then((m) => ({ z: m }));
    await client.http.request('/v1/flow/next', { body: {}, schema: z.looseObject({}) });
    expect(client.session.getSessionToken()).toBe(sessionJwt);
    client.destroy();
  });

  it('authorises management calls with the session token and the tenant', async () => {
    const sessionJwt = fakeJwt({ tenants: { T1: { roles: ['Tenant Admin'] } } });
    capture('post', '/v1/auth/password/signin', {
      sessionJwt,
      refreshJwt: fakeJwt({}, { drn: 'DSR' }),
      user,
    });
    const seen = capture('get', '/v1/mgmt/role/all', { roles: [{ name: 'Tenant Admin' }] });
    const opts = options();
    const client = withAuth(createClient(opts));
    await client.auth.password.signIn('ada@example.com', 'Passw0rd!');
    const roles = await mgmtOf(client, { tenant: 'T1' }).roles.loadAll();
    expect(roles).toEqual({ ok: true, data: [{ name: 'Tenant Admin' }] });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${opts.projectId}:${sessionJwt}`);
    expect(seen[0]?.query).toEqual({ tenant: 'T1' });
    client.destroy();
  });

  it('authorises management calls with the management key on servers', async () => {
    const seen = capture('get', '/v1/mgmt/permission/all', { permissions: [] });
    const opts = options();
    const client = createClient(opts);
    await mgmtOf(client, { managementKey: 'K-secret' }).permissions.loadAll();
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${opts.projectId}:K-secret`);
    client.destroy();
  });

  it('sends the renamed refresh cookie header', async () => {
    const seen = capture('post', '/v1/auth/refresh', { sessionJwt: fakeJwt() });
    const client = withAuth(createClient({ ...options(), refreshCookieName: 'MY_DSR' }));
    await client.auth.refresh('r');
    expect(seen[0]?.headers['x-descope-refresh-cookie-name']).toBe('MY_DSR');
    client.destroy();
  });

  it('works in memory when tokens are not persisted', async () => {
    capture('post', '/v1/auth/password/signin', {
      sessionJwt: fakeJwt(),
      refreshJwt: fakeJwt({}, { drn: 'DSR' }),
      user,
    });
    const opts = options();
    const client = withAuth(createClient({ ...opts, persistTokens: false }));
    await client.auth.password.signIn('ada@example.com', 'Passw0rd!');
    expect(client.session.$state.get().status).toBe('authenticated');
    expect(opts.storage.getItem(SESSION_KEY)).toBeNull();
    client.destroy();
  });
});

describe('two clients sharing one browser origin', () => {
  it('make one refresh request between them, and both adopt its tokens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let refreshes = 0;
    server.use(
      http.post(`${BASE_URL}/v1/auth/refresh`, () => {
        refreshes++;
        return HttpResponse.json({
          sessionJwt: fakeJwt({}, { ttlSeconds: 600 }),
          refreshJwt: fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }),
          user,
        });
      }),
      http.get(`${BASE_URL}/v1/auth/me`, () => HttpResponse.json(user)),
    );
    const shared = memoryStorage();
    shared.setItem(SESSION_KEY, fakeJwt({}, { ttlSeconds: 600 }));
    shared.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }));
    const base = { ...options(), storage: shared };
    const tabA = createClient(base);
    const tabB = createClient(base);
    await Promise.all([tabA.session.start(), tabB.session.start()]);
    await vi.advanceTimersByTimeAsync(582_000);
    await vi.waitFor(() => {
      expect(tabA.session.getSessionToken()).toBe(shared.getItem(SESSION_KEY));
      expect(tabB.session.getSessionToken()).toBe(shared.getItem(SESSION_KEY));
    });
    expect(refreshes).toBe(1);
    tabA.destroy();
    tabB.destroy();
  });

  it('sign out together when one logs out', async () => {
    const seen = capture('post', '/v1/auth/logout', {});
    const shared = memoryStorage();
    const refreshJwt = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
    shared.setItem(SESSION_KEY, fakeJwt());
    shared.setItem(REFRESH_KEY, refreshJwt);
    server.use(http.get(`${BASE_URL}/v1/auth/me`, () => HttpResponse.json(user)));
    const base = { ...options(), storage: shared };
    const tabA = createClient(base);
    const tabB = createClient(base);
    await Promise.all([tabA.session.start(), tabB.session.start()]);
    expect(tabB.session.$state.get().status).toBe('authenticated');
    await tabA.session.logout();
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${base.projectId}:${refreshJwt}`);
    await vi.waitFor(() => expect(tabB.session.$state.get().status).toBe('unauthenticated'));
    tabA.destroy();
    tabB.destroy();
  });
});
