import { type Auth, createAuth } from './auth';
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

export interface Client {
  readonly projectId: string;
  readonly http: Http;
  readonly auth: Auth;
  readonly mgmt: Mgmt;
  readonly session: Session;
  /** Stop the session's timers and cross-tab listeners. */
  destroy(): void;
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
 * One client per project (and per widget instance): the provider's auth and management
 * APIs, and a session whose atoms every UI subscribes to. Works in Node for SSR and
 * scripts, where tokens live in memory.
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
  const auth = createAuth(http);
  const session = createSession({ ...options, api: auth });
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
    auth,
    mgmt,
    session,
    destroy() {
      stopWatching();
      session.destroy();
    },
  };
}
