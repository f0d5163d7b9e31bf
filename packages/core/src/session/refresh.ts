import type { GatehouseError, localError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';
import type { JwtResponse } from '../schemas/session';
import { defaultLock } from './default-lock';
import { type Lock, type Spent, tokenKey } from './lock';
import type { TokenStorage } from './storage';

// The refresh path: claiming a refresh token across tabs, spending it, adopting what another
// tab wrote. A page whose stored session token is still good renders without it; the session
// loads it when a refresh is first due (store.ts), minutes later for a fresh sign-in.

/** How often a tab that lost the claim on a token looks for the winner's new tokens. */
const ADOPT_POLL_MS = 40;
/**
 * How long it looks before giving up for now, and retrying later like after any timeout (the
 * winner's request has its own timeout, and is sent at most twice).
 */
const ADOPT_WAIT_MS = 45_000;

/**
 * Whether a failed refresh is sent once more at once, with the same token: only when no
 * answer came (a timeout, a network failure). The server may have rotated the token and the
 * answer been lost; sent again within the provider's grace window, the token answers the
 * same new pair. A 401 is a verdict, and a server fault is retried later with the back-off.
 */
export const retryAtOnce = (error: GatehouseError): boolean =>
  error.kind === 'timeout' || error.kind === 'network';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the refresh needs of its session: the store's own functions, shared, not copied. */
export interface RefreshContext {
  /** The session's refresh call (SessionApi's). */
  api: { refresh(token: string): Promise<Result<JwtResponse>> };
  /** core's error maker, handed in for the same reason as `fresh` (http/errors takes zod). */
  localError: typeof localError;
  storage: TokenStorage;
  /** The lock's name: the session's, one per project. */
  name: string;
  /** The caller's lock (tests, servers); else Web Locks or the storage lease. */
  lock?: Lock;
  stored(): { session?: string; refresh?: string };
  shownToken(): string | undefined;
  /**
   * Whether a session token is readable and not yet due for refresh. The store's: reading
   * claims takes zod, and a part that imports it makes Vite split the widgets' entries.
   */
  fresh(sessionToken: string | undefined): boolean;
  /** Show a session token as the state; false when it is unreadable or expired. */
  show(sessionToken: string | undefined): boolean;
  /** Take a refresh's tokens (stored, shown, told to the other tabs). */
  take(response: JwtResponse): Result<JwtResponse>;
  /** Load the user when the state has none. */
  userNeeded(): void;
  tokenRefused(token: string, error: GatehouseError): void;
  signOutLocally(): void;
  /**
   * No verdict came (network, server fault): keep the tokens and try again later, after the
   * back-off; with no error, the state stays as it is.
   */
  failedForNow(error?: GatehouseError): void;
}

/**
 * The session's refresh: one request for every tab. Adopt what another tab already wrote;
 * else claim the stored refresh token and spend it; a tab that loses the claim waits for the
 * winner's tokens to reach its storage (a Web Lock handover does not wait for that) and
 * adopts them.
 */
export function sessionRefresh(context: RefreshContext): () => Promise<Result<JwtResponse>> {
  const { api, stored, shownToken, show } = context;
  const lock = context.lock ?? defaultLock(context.storage, context.name);

  /**
   * Tokens that another tab (or client) wrote since this refresh was asked for (`asked` is
   * the refresh token stored then), or that this tab has not shown yet, and that are not due:
   * adopting them answers the refresh without a request.
   */
  function adoptNewer(asked: string | undefined): Result<JwtResponse> | undefined {
    const tokens = stored();
    const isNew = tokens.session !== shownToken() || tokens.refresh !== asked;
    if (!tokens.session || !isNew || !context.fresh(tokens.session)) return undefined;
    show(tokens.session);
    context.userNeeded();
    return ok({ sessionJwt: tokens.session, refreshJwt: tokens.refresh });
  }

  /**
   * Spend `token` for new tokens: the task a claim runs. `undefined` means the token is no
   * longer the stored one (another holder spent it first): look again.
   */
  async function spend(token: string): Promise<Spent<Result<JwtResponse> | undefined>> {
    if (stored().refresh !== token) return { value: undefined, spent: false };
    const result = await request(token);
    // Sent, and replaced here meanwhile: this client never sends it again.
    if (!result) return { value: undefined, spent: true };
    if (result.ok) {
      const adopted = context.take(result.data);
      if (adopted.ok && !result.data.user) context.userNeeded();
      // A provider that does not rotate answers without a new refresh token: still usable.
      const rotated = !!result.data.refreshJwt && result.data.refreshJwt !== token;
      return { value: adopted, spent: rotated };
    }
    if (result.error.status === 401) {
      // The refresh token is dead for every tab that shares it.
      context.tokenRefused(token, result.error);
      return { value: result, spent: true };
    }
    // Network trouble or a server fault: the claim is released, so this tab's retry, or
    // another tab, may spend the token then.
    context.failedForNow(result.error);
    return { value: result, spent: false };
  }

  /**
   * The refresh request for `token`, sent once more at once when no answer came
   * (`retryAtOnce`), still under the claim, so no other tab sends the token in between.
   * `undefined` when the token is no longer the stored one by then (a sign-in elsewhere
   * replaced it): the caller looks again rather than send a token this client dropped.
   */
  async function request(token: string): Promise<Result<JwtResponse> | undefined> {
    const result = await api.refresh(token);
    if (result.ok || !retryAtOnce(result.error)) return result;
    return stored().refresh === token ? api.refresh(token) : undefined;
  }

  return async function refreshOnce() {
    const asked = stored().refresh;
    const deadline = Date.now() + ADOPT_WAIT_MS;
    for (;;) {
      const newer = adoptNewer(asked);
      if (newer) return newer;
      const token = stored().refresh;
      if (!token) {
        const error = context.localError(
          'input',
          'E_NO_REFRESH_TOKEN',
          'There is no session to refresh',
        );
        context.signOutLocally();
        return fail(error);
      }
      const claim = await lock(tokenKey(token), () => spend(token));
      if (claim.claimed && claim.value) return claim.value;
      if (Date.now() >= deadline) {
        context.failedForNow();
        // Another tab's refresh did not arrive: a timeout like any other, retried later.
        return fail(context.localError('timeout', 'E_TIMEOUT', 'The request timed out'));
      }
      if (!claim.claimed) await sleep(ADOPT_POLL_MS);
    }
  };
}
