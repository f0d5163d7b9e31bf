import { type Auth, createAuth } from './auth';
import { createSessionApi } from './auth/session';
import type { GatehouseError } from './http/errors';
import { createHttp, type Http, type HttpOptions } from './http/http';
import type { Result } from './http/result';
import type { FlowResponse } from './schemas/flow';
import type { JwtResponse } from './schemas/session';
import { createSession, type Session, type SessionOptions } from './session/store';

export interface ClientOptions extends HttpOptions, Omit<SessionOptions, 'projectId' | 'api'> {
  /** The name of the refresh cookie, when the project renamed it. */
  refreshCookieName?: string;
}

/**
 * A project's client: the HTTP layer and the session. The provider's APIs are built over it
 * by what uses them: an auth group (`otpOf(client)`, `passwordOf(client)`, ...; all of them as
 * `withAuth(client).auth`), the management API (`mgmtOf(client)`), a flow (`createFlow`). So
 * a bundler ships only the ones an app calls: a page with a widget, no sign-in method; an app
 * that signs in with a flow, no management API.
 */
export interface Client {
  readonly projectId: string;
  readonly http: Http;
  readonly session: Session;
  /** Stop the session's timers and cross-tab listeners. */
  destroy(): void;
}

/** A client with every auth group of the provider's API under `auth`. */
export interface AuthClient extends Client {
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
 * One client per project, with a session whose atoms every UI subscribes to: it refreshes,
 * reads the user and logs out with the provider's session calls, and adopts the tokens any
 * sign-in made through the same HTTP layer hands over. Works in Node for SSR and scripts,
 * where tokens live in memory.
 */
export function createClient(options: ClientOptions): Client {
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
  const session = createSession({ ...options, api: createSessionApi(http) });
  const stopWatching = http.onResult((path, result, request) => {
    const tokens = tokensIn(path, result);
    if (tokens) session.adopt(tokens);
    else if (refusedSession(path, result)) session.tokenRefused(request.token, result.error);
  });
  return {
    projectId: options.projectId,
    http,
    session,
    destroy() {
      stopWatching();
      session.destroy();
    },
  };
}

/** `client` with every group of the provider's auth API under `auth`: the same session. */
export const withAuth = (client: Client): AuthClient => ({
  ...client,
  auth: createAuth(client.http),
});
