import { atom, onMount, type ReadableAtom } from 'nanostores';
import { type GatehouseError, localError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';
import { type LoadFailed, onDemand } from '../on-demand';
import type { Claims, JwtResponse } from '../schemas/session';
import type { User } from '../schemas/user';
import { defaultChannel, type TabChannel } from './channel';
import { expiresAt, readClaims } from './claims';
import { type CookieSettings, clearSessionCookie, writeSessionCookie } from './cookie';
import {
  LAST_DISPLAY_NAME_KEY,
  LAST_LOGIN_ID_KEY,
  REFRESH_KEY,
  SESSION_KEY,
  SIGNED_IN_KEY,
} from './keys';
import type { Lock } from './lock';
import { refreshDelay, refreshDue, retryDelay } from './schedule';
import { rememberSignIn, signedInAt } from './signed-in';
import { memoryStorage, resolveStorage, type TokenStorage } from './storage';

/** The one session state. A discriminated union, so no consumer sees contradictory flags. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; sessionToken: string; claims: Claims }
  | { status: 'unauthenticated'; error?: GatehouseError };

/** The auth calls the session needs; `createAuth` provides them. */
export interface SessionApi {
  refresh(token?: string): Promise<Result<JwtResponse>>;
  me(token?: string): Promise<Result<User>>;
  logout(token?: string): Promise<Result<unknown>>;
  logoutAll(token?: string): Promise<Result<unknown>>;
}

export interface SessionOptions {
  projectId: string;
  api: SessionApi;
  /** Where tokens live; localStorage in browsers, memory elsewhere. */
  storage?: TokenStorage;
  /** Keep tokens across reloads (default true); false keeps them in memory only. */
  persistTokens?: boolean;
  /** Also write the session token to a `DS` cookie (SameSite=Strict; Secure on https) for servers. */
  sessionTokenViaCookie?: boolean | CookieSettings;
  logger?: Pick<Console, 'warn'>;
  /** Cross-tab plumbing; the defaults use Web Locks and BroadcastChannel. */
  lock?: Lock;
  channel?: TabChannel;
}

export interface LastUser {
  loginId?: string;
  name?: string;
}

export interface Session {
  readonly $state: ReadableAtom<SessionState>;
  readonly $user: ReadableAtom<User | undefined>;
  /** Resolve the initial state from storage; runs once, on first subscription to $state. */
  start(): Promise<void>;
  /** Refresh now; across tabs only one request is made and the others adopt its tokens. */
  refresh(): Promise<Result<JwtResponse>>;
  /** Take the tokens of a sign-in response (the client does this for every auth call). */
  adopt(response: JwtResponse): Result<JwtResponse>;
  /**
   * When the signed-in user signed in here (epoch seconds: the first token of the sign-in
   * this session adopted, kept across refreshes); undefined when signed out or not known.
   */
  signedInAt(): number | undefined;
  loadUser(): Promise<Result<User>>;
  logout(): Promise<Result<unknown>>;
  logoutAll(): Promise<Result<unknown>>;
  /**
   * A call made with `token` was answered 401. When that is this session's token, the session
   * is over: timers stop, tokens are cleared here and every other tab signs out too.
   */
  tokenRefused(token: string | undefined, error: GatehouseError): void;
  getSessionToken(): string | undefined;
  getRefreshToken(): string | undefined;
  lastUser(): LastUser;
  /**
   * Remember who signed in last where `lastUser()` reads it (this session's storage), for
   * sign-ins whose answer named no user (a flow's `lastAuth`).
   */
  rememberLastUser(user: LastUser): void;
  /** Stop timers and listeners; the state stays as it is. */
  destroy(): void;
}

const unref = (timer: unknown) => (timer as { unref?: () => void } | undefined)?.unref?.();

/**
 * Claiming, spending and adopting refresh tokens across tabs: a page whose stored session
 * token is good renders without it, and a session loads it when a refresh is first due.
 */
const refreshPart = onDemand('the session refresh', () => import('./refresh'));

export function createSession(options: SessionOptions): Session {
  const logger = options.logger ?? console;
  const storage =
    options.persistTokens === false
      ? memoryStorage()
      : resolveStorage(options.storage, (message) => logger.warn(message));
  const name = `gatehouse:${options.projectId}`;
  const cookie = options.sessionTokenViaCookie;
  const cookieSettings = typeof cookie === 'object' ? cookie : {};

  const $state = atom<SessionState>({ status: 'loading' });
  const $user = atom<User | undefined>(undefined);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let inflight: Promise<Result<JwtResponse>> | undefined;
  let loadingUser: { token: string; loading: Promise<Result<User>> } | undefined;
  let started: Promise<void> | undefined;
  let channel: TabChannel | undefined;
  const cleanups: Array<() => void> = [];

  const stored = () => ({
    session: storage.getItem(SESSION_KEY) ?? undefined,
    refresh: storage.getItem(REFRESH_KEY) ?? undefined,
  });
  const shownToken = () => {
    const state = $state.get();
    return state.status === 'authenticated' ? state.sessionToken : undefined;
  };

  function stopTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number) {
    stopTimer();
    timer = setTimeout(() => void refresh(), delay);
    // A refresh timer must not keep a Node script alive.
    unref(timer);
  }

  /** Whether a session token is readable and not yet due for refresh. */
  function fresh(sessionToken: string | undefined): boolean {
    const claims = readClaims(sessionToken);
    return !!claims && !refreshDue(expiresAt(claims), Date.now());
  }

  /** Show a session token as the state; false when it is unreadable or expired. */
  function show(sessionToken: string | undefined): boolean {
    const claims = readClaims(sessionToken);
    if (!sessionToken || !claims || expiresAt(claims) <= Date.now()) return false;
    retries = 0;
    $state.set({ status: 'authenticated', sessionToken, claims });
    schedule(refreshDelay(expiresAt(claims), Date.now()));
    return true;
  }

  function rememberLastUser({ loginId, name }: LastUser) {
    if (loginId) storage.setItem(LAST_LOGIN_ID_KEY, loginId);
    if (name) storage.setItem(LAST_DISPLAY_NAME_KEY, name);
  }

  function setUser(user: User) {
    $user.set(user);
    rememberLastUser({ loginId: user.loginIds[0], name: user.name });
  }

  /** Forget the session here; `forgetUser` also drops the remembered last user (logout). */
  function signOutLocally(error?: GatehouseError, forgetUser = false) {
    stopTimer();
    storage.removeItem(SESSION_KEY);
    storage.removeItem(REFRESH_KEY);
    storage.removeItem(SIGNED_IN_KEY);
    if (forgetUser) {
      storage.removeItem(LAST_LOGIN_ID_KEY);
      storage.removeItem(LAST_DISPLAY_NAME_KEY);
    }
    if (cookie) clearSessionCookie(cookieSettings);
    $user.set(undefined);
    $state.set(error ? { status: 'unauthenticated', error } : { status: 'unauthenticated' });
  }

  /** A sign-in's tokens (not a refresh's): also the time the session began. */
  function adopt(response: JwtResponse): Result<JwtResponse> {
    const taken = take(response);
    // Taken: its claims read.
    if (taken.ok) rememberSignIn(storage, readClaims(response.sessionJwt) as Claims);
    return taken;
  }

  function take(response: JwtResponse): Result<JwtResponse> {
    const claims = readClaims(response.sessionJwt);
    if (!claims) return fail(localError('input', 'E_INVALID_TOKEN', 'Invalid token provided'));
    storage.setItem(SESSION_KEY, response.sessionJwt);
    if (response.refreshJwt) storage.setItem(REFRESH_KEY, response.refreshJwt);
    if (cookie) {
      writeSessionCookie(response.sessionJwt, {
        domain: response.cookieDomain || cookieSettings.domain,
        path: response.cookiePath || cookieSettings.path,
        maxAge: response.cookieMaxAge ?? Math.floor((expiresAt(claims) - Date.now()) / 1000),
      });
    }
    if (response.user) setUser(response.user);
    show(response.sessionJwt);
    channel?.post({ type: 'tokens' });
    return ok(response);
  }

  function tokenRefused(token: string | undefined, error: GatehouseError) {
    const { session, refresh } = stored();
    if (!token || ![refresh, session, shownToken()].includes(token)) return;
    signOutLocally(error);
    channel?.post({ type: 'logout' });
  }

  /**
   * No verdict came (network, server fault, the refresh part did not load): try later. With no
   * error (another tab's answer did not arrive) the state stays as it is.
   */
  function failedForNow(error?: GatehouseError) {
    const state = $state.get();
    if (error && (state.status !== 'authenticated' || expiresAt(state.claims) <= Date.now())) {
      $state.set({ status: 'unauthenticated', error });
    }
    schedule(retryDelay(retries++));
  }

  /** The refresh path, made with its part the first time a refresh is due (refresh.ts). */
  let refreshing: (() => Promise<Result<JwtResponse>>) | undefined;
  async function refreshOnce(): Promise<Result<JwtResponse>> {
    try {
      refreshing ??= (await refreshPart()).sessionRefresh({
        api: options.api,
        localError,
        storage,
        name,
        lock: options.lock,
        stored,
        shownToken,
        fresh,
        show,
        take,
        userNeeded: () => {
          if (!$user.get()) void loadUser();
        },
        tokenRefused,
        signOutLocally,
        failedForNow,
      });
    } catch (error) {
      // The tokens stay: the next try loads the part again.
      failedForNow(error as LoadFailed);
      return fail(error as LoadFailed);
    }
    return refreshing();
  }

  function refresh(): Promise<Result<JwtResponse>> {
    inflight ??= refreshOnce().finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  /**
   * The signed-in user. Callers that ask while a /me for the same token is under way share
   * its answer: a cold page's session and its widgets ask at once, and one request serves both.
   */
  function loadUser(): Promise<Result<User>> {
    const shown = shownToken();
    // The provider's /me takes the refresh token as its bearer, as its own SDK sends it.
    const token = stored().refresh ?? shown;
    if (!shown || !token) {
      return Promise.resolve(fail(localError('input', 'E_NO_SESSION', 'There is no session')));
    }
    if (loadingUser?.token !== token) {
      const loading = fetchUser(token).finally(() => {
        if (loadingUser?.loading === loading) loadingUser = undefined;
      });
      loadingUser = { token, loading };
    }
    return loadingUser.loading;
  }

  async function fetchUser(token: string): Promise<Result<User>> {
    const result = await options.api.me(token);
    if (result.ok) setUser(result.data);
    else if (result.error.status === 401) tokenRefused(token, result.error);
    return result;
  }

  async function endSession(call: (token?: string) => Promise<Result<unknown>>) {
    const token = stored().refresh ?? shownToken();
    stopTimer();
    // Sign out here whatever the server says: a dead network must not keep a user signed in.
    const result = token ? await call(token) : ok({});
    signOutLocally(undefined, true);
    channel?.post({ type: 'logout' });
    return result;
  }

  function onTabMessage(message: { type: 'tokens' | 'logout' }) {
    if (message.type === 'logout') {
      stopTimer();
      $user.set(undefined);
      $state.set({ status: 'unauthenticated' });
      return;
    }
    const { session } = stored();
    if (session && session !== shownToken() && show(session) && !$user.get()) void loadUser();
  }

  function onVisibility() {
    if (document.visibilityState !== 'visible') return;
    const state = $state.get();
    // Background tabs throttle timers, so the scheduled refresh may not have run.
    if (state.status === 'authenticated' && refreshDue(expiresAt(state.claims), Date.now())) {
      void refresh();
    }
  }

  function connect() {
    channel = options.channel ?? defaultChannel(name);
    cleanups.push(channel.subscribe(onTabMessage));
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', onVisibility);
      cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility));
    }
  }

  async function run(): Promise<void> {
    connect();
    // A sign-in may have been adopted before anything subscribed.
    if ($state.get().status === 'authenticated') return;
    const tokens = stored();
    if (fresh(tokens.session) && show(tokens.session)) {
      if (!$user.get()) void loadUser();
      return;
    }
    if (tokens.refresh) {
      await refresh();
      return;
    }
    if (tokens.session) storage.removeItem(SESSION_KEY);
    $state.set({ status: 'unauthenticated' });
  }

  function start(): Promise<void> {
    // Deferred a microtask: reading $state inside run() mounts the store, which calls
    // start() again, and that call must find `started` already set.
    started ??= Promise.resolve().then(run);
    return started;
  }

  // In a browser, start on the first subscription. On a server a render only reads the
  // atom (which mounts it briefly): it must stay 'loading' and open nothing, so server code
  // that wants a session calls start() itself.
  onMount($state, () => {
    if (typeof window !== 'undefined') void start();
  });

  return {
    $state,
    $user,
    start,
    refresh,
    adopt,
    // Only an authenticated state carries claims: signed out or loading, none is known.
    signedInAt: () => signedInAt(storage, ($state.get() as { claims?: Claims }).claims),
    loadUser,
    logout: () => endSession(options.api.logout),
    logoutAll: () => endSession(options.api.logoutAll),
    tokenRefused,
    getSessionToken: shownToken,
    getRefreshToken: () => stored().refresh,
    lastUser: () => ({
      loginId: storage.getItem(LAST_LOGIN_ID_KEY) ?? undefined,
      name: storage.getItem(LAST_DISPLAY_NAME_KEY) ?? undefined,
    }),
    rememberLastUser,
    destroy() {
      stopTimer();
      for (const cleanup of cleanups.splice(0)) cleanup();
      channel?.close();
      channel = undefined;
      started = undefined;
    },
  };
}
