import ky from 'ky';
import type * as z from 'zod/mini';
import { SDK_NAME, SDK_VERSION } from '../version';
import { withinDeadline } from './deadline';
import { type GatehouseError, httpError, localError, type ServerErrorBody } from './errors';
import { fail, ok, type Result } from './result';
import { createSdkSessionId } from './session-id';

export const DEFAULT_BASE_URL = 'https://api.descope.com';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Sent by widgets so that the provider can tell which widget made a call. */
export interface WidgetInfo {
  type: string;
  id: string;
  version: string;
}

/**
 * The widget a request is made for, told to the result listeners (a widget's debug log keeps
 * its own requests by it) and never sent.
 */
export type RequestCaller = Pick<WidgetInfo, 'type' | 'id'>;

/** The provider's widget headers for `widget`, added to each of that widget's requests. */
export const widgetHeaders = (widget: WidgetInfo): Record<string, string> => ({
  'x-descope-widget-type': widget.type,
  'x-descope-widget-id': widget.id,
  'x-descope-widget-version': widget.version,
});

export interface HttpOptions {
  projectId: string;
  /** The provider's API origin, or the emulator's (`http://127.0.0.1:4500`). */
  baseUrl?: string;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Milliseconds a whole exchange (headers and body) may take before `E_TIMEOUT`. */
  timeout?: number;
  /** Extra headers on every request (e.g. x-descope-refresh-cookie-name). */
  headers?: Record<string, string>;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** Reads an answer's body as text. */
export type ReadBody = (response: Response) => Promise<string>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** JSON body; POST sends `{}` when omitted, as the provider's SDKs do. */
  body?: unknown;
  query?: Query;
  /** Appended to the bearer: `Bearer <projectId>:<token>`. */
  token?: string;
  /** Headers of this request only (a widget's `x-descope-widget-*`). */
  headers?: Record<string, string>;
  /** The response envelope; the parsed value is what the call resolves to. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /**
   * Reads a successful answer's body as text in place of `response.text()`: a list reads its
   * first rows while the rest arrives.
   */
  read?: ReadBody;
  /** The widget the request is made for (see `RequestCaller`). */
  caller?: RequestCaller;
}

/** What a result listener learns of the request besides its path. */
export interface SentRequest {
  /** The token the bearer carried, if any. */
  token?: string;
  /** The widget it was made for, if any. */
  caller?: RequestCaller;
}

/**
 * Called after every API request with its path, result and request: the session adopts the
 * tokens of sign-ins here, and learns when one of its tokens was refused.
 */
export type ResultListener = (path: string, result: Result<unknown>, request: SentRequest) => void;

/** The provider's device fingerprint fields (`fpData`): a session id and FingerprintJS' request id. */
export interface FingerprintData {
  vsid: string;
  vrid: string;
}

export interface Http {
  readonly projectId: string;
  readonly baseUrl: string;
  request<T>(path: string, options: RequestOptions<T>): Promise<Result<T>>;
  /**
   * Attach `fpData` to the body of every auth and flow request (`/v1/auth/*`, `/v1/flow/*`)
   * until `expiresAt` (ms), as the provider's web SDK does once fingerprinting is on.
   */
  useFingerprint(data: FingerprintData, expiresAt: number): void;
  /**
   * GET a public document (static content: flow config, theme, screens, widget pages) with
   * this client's fetch, deadline and error values, but none of the API's headers: a static
   * host needs no credentials, and custom headers would cost a CORS preflight. Its body as
   * text, read by `read` when given. The static host's readers (`getJson`, `getText` of
   * ./static-host.ts) are built on it in a module of their own, which only the content
   * loaders import: createClient's own code does not carry them.
   */
  getBody(url: string, signal?: AbortSignal, read?: ReadBody): Promise<Result<string>>;
  onResult(listener: ResultListener): () => void;
}

export function bearer(projectId: string, token?: string): string {
  return token ? `Bearer ${projectId}:${token}` : `Bearer ${projectId}`;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function transportError(cause: unknown): GatehouseError {
  // DOMException is not an Error subclass everywhere; its name is what tells them apart.
  const name = (cause as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return localError('timeout', 'E_TIMEOUT', 'The request timed out');
  if (name === 'AbortError') return localError('network', 'E_ABORTED', 'The request was aborted');
  const reason = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
  return localError('network', 'E_NETWORK', `Network error${reason}`);
}

export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const sessionId = createSdkSessionId();
  const staticHeaders: Record<string, string> = {
    'x-descope-sdk-name': SDK_NAME,
    'x-descope-sdk-version': SDK_VERSION,
    'x-descope-project-id': options.projectId,
    'x-descope-sdk-session-id': sessionId,
    ...options.headers,
  };

  const listeners = new Set<ResultListener>();
  let fingerprint: { data: FingerprintData; expiresAt: number } | undefined;
  /** The body with `fpData` when a fresh fingerprint exists and the path is auth or flow. */
  const withFingerprint = (path: string, body: unknown) =>
    fingerprint &&
    fingerprint.expiresAt > Date.now() &&
    /^\/v1\/(auth|flow)\//.test(path) &&
    body &&
    typeof body === 'object'
      ? { ...body, fpData: fingerprint.data }
      : body;

  /**
   * One request and its body as text, or the error that stopped it: transport (network,
   * timeout), or an HTTP status (with the server's error body). An API call reads the text as
   * JSON (send); a static document is the text itself (getBody).
   */
  async function exchange(
    url: string,
    init: Parameters<typeof ky>[1],
    signal: AbortSignal | undefined,
    read?: ReadBody,
  ): Promise<Result<string>> {
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await withinDeadline(timeout, signal, async (deadline) => {
        const answer = await ky(url, {
          ...init,
          // The deadline covers the body too; ky's own timeout would stop at the headers.
          timeout: false,
          retry: 0,
          throwHttpErrors: false,
          signal: deadline,
          // Resolve fetch per request so test interceptors installed later still apply.
          fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
        });
        const text = await (read && answer.ok ? read(answer) : answer.text());
        return { response: answer, text };
      }));
    } catch (cause) {
      return fail(transportError(cause));
    }
    if (!response.ok) {
      const body = parseJson(text);
      const errorBody = body && typeof body === 'object' ? (body as ServerErrorBody) : undefined;
      return fail(
        httpError(
          errorBody,
          response.status,
          response.statusText,
          response.headers.get('retry-after'),
        ),
      );
    }
    return ok(text);
  }

  async function request<T>(path: string, req: RequestOptions<T>): Promise<Result<T>> {
    const result = await send(path, req);
    for (const listener of listeners)
      listener(path, result, { token: req.token, caller: req.caller });
    return result;
  }

  async function send<T>(path: string, req: RequestOptions<T>): Promise<Result<T>> {
    const method = req.method ?? 'POST';
    const answer = await exchange(
      buildUrl(baseUrl, path, req.query),
      {
        method,
        headers: {
          ...staticHeaders,
          ...req.headers,
          authorization: bearer(options.projectId, req.token),
        },
        // ky sets content-type: application/json only when `json` is given.
        ...(method === 'POST' && { json: withFingerprint(path, req.body ?? {}) }),
      },
      req.signal,
      req.read,
    );
    if (!answer.ok) return answer;
    const body = parseJson(answer.data);
    if (body === undefined) {
      return fail(
        localError('schema', 'E_SCHEMA', `${path} answered with a body that is not JSON`),
      );
    }
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) {
      return fail(
        localError(
          'schema',
          'E_SCHEMA',
          `${path} answered with an unexpected shape: ${describeIssues(parsed.error.issues)}`,
        ),
      );
    }
    return ok(parsed.data);
  }

  return {
    projectId: options.projectId,
    baseUrl,
    request,
    getBody: (url, signal, read) => exchange(url, { method: 'GET' }, signal, read),
    useFingerprint(data, expiresAt) {
      fingerprint = { data, expiresAt };
    },
    onResult(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Apply `map` to a successful result's data; pass failures through unchanged. */
export function mapResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.ok ? ok(map(result.data)) : result;
}
