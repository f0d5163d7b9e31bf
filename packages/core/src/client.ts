import { type Auth, createAuth } from './auth';
import { createSessionCalls } from './auth/session';
import type { GatehouseError } from './http/errors';
import { createHttp, type Http, type HttpOptions } from './http/http';
import type { Result } from './http/result';
import { createMgmt, type Mgmt } from './mgmt';
import type { FlowResponse } from './schemas/flow';
import type { JwtResponse } from './schemas/session';
import { createSession, type Session, type SessionOptions } from './session/store';

export interface ClientOptions extends HttpOptions, Omit<SessionOptions, 'projectId' | 'api'> {
  /** The tenant that `mgmt` calls act in (the `tenant` query parameter). */
  tenant?: string;
  /**
   * Server-side only: management calls authorise with this key (project-wide) instead of
   * the signed-in user's session. Never ship it to a browser.
   */
  managementKey?: string;
  /** The name of the refresh cookie, when the project renamed it. */
  refreshCookieName?: string;
}

/**
 * A client without the auth API: the HTTP layer, the session and the management API. What the
 * admin widgets need; apps that sign users in use `Client`, which adds `auth`. Kept apart so
 * a page that only shows a widget does not ship every sign-in method.
 */
export interface SessionClient {
  readonly projectId: string;
  readonly http: Http;
  readonly mgmt: Mgmt;
  readonly session: Session;
  /** Stop the session's timers and cross-tab listeners. */
  destroy(): void;
}

export interface Client extends SessionClient {
  readonly auth: Auth;
}

type Json = Record<string, unknown>;
const hasSessionJwt = (data: unknown): data is JwtResponse =>
  typeof (data as Json | null)?.sessionJwt === 'string';

/** Tokens that a call hands over: a sign-in's answer, or a completed flow's authInfo. */
function tokensIn(path: string, result: Result<unknown>): JwtResponse | undefined {
  if (!result.ok) return undefined;
  // The session makes its own refresh calls and adopts their answers itself.
  if (path.startsWith('/v1/auth/') && path !== '/v1/auth/refresh') {
    return hasSessionJwt(result.data) ? result.data : undefined;
  }
  if (path.startsWith('/v1/flow/')) {
    const flow = result.data as FlowResponse;
    return flow.status === 'completed' && hasSessionJwt(flow.authInfo) ? flow.authInfo : undefined;
  }
  return undefined;
}

/**
 * A 401 to a call made with a session's token means that session is over (spec 001 §4),
 * wherever it came from: refresh, me, history, tenant select, an update. Management paths
 * are the exception: there a 401 answers a permission question, not the session's life.
 */
const refusedSession = (
  path: string,
  result: Result<unknown>,
): result is { ok: false; error: GatehouseError } =>
  !result.ok && result.error.status === 401 && !/^\/v\d+\/mgmt\//.test(path);

/**
 * A client for a project without the auth API (see `SessionClient`): its session refreshes,
 * reads the user and logs out with the provider's session calls, and adopts the tokens any
 * sign-in made through the same HTTP layer hands over.
 */
export function createSessionClient(options: ClientOptions): SessionClient {
  if (!options?.projectId) throw new TypeError('A project id is required');
  if (typeof (options.fetch ?? globalThis.fetch) !== 'function') {
    throw new TypeError('fetch is not defined: pass a fetch implementation as options.fetch');
  }

  const http = createHttp({
    ...options,
    headers: {
      ...(options.refreshCookieName && {
        'x-descope-refresh-cookie-name': options.refreshCookieName,
      }),
      ...options.headers,
    },
  });
  const session = createSession({ ...options, api: createSessionCalls(http) });
  const stopWatching = http.onResult((path, result, request) => {
    const tokens = tokensIn(path, result);
    if (tokens) session.adopt(tokens);
    else if (refusedSession(path, result)) session.tokenRefused(request.token, result.error);
  });
  const mgmt = createMgmt(http, {
    tenant: options.tenant,
    token: () => options.managementKey ?? session.getSessionToken(),
  });

  return {
    projectId: options.projectId,
    http,
    mgmt,
    session,
    destroy() {
      stopWatching();
      session.destroy();
    },
  };
}

/** `client` with the provider's auth API on its HTTP layer: the same session, one more field. */
export const withAuth = (client: SessionClient): Client => ({
  ...client,
  auth: createAuth(client.http),
});

/**
 * One client per project: the provider's auth and management APIs, and a session whose atoms
 * every UI subscribes to. Works in Node for SSR and scripts, where tokens live in memory.
 */
export const createClient = (options: ClientOptions): Client =>
  withAuth(createSessionClient(options));
