/**
 * Where an error came from:
 * - `http`: the server answered with a non-ok status;
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `timeout`: no answer in time;
 * - `schema`: the server answered ok but the body is not what the API promises;
 * - `input`: a caller-side precondition failed before any request was sent;
 * - `webauthn`: the browser's passkey step refused (`code` is the DOMException's name:
 *   `NotAllowedError` when the user dismissed it, `InvalidStateError`, `NotSupportedError`...);
 * - `content`: the provider's HTML content was refused before it was read (too large, too deep).
 */
export type ErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'schema'
  | 'input'
  | 'webauthn'
  | 'content';

export interface GatehouseError {
  kind: ErrorKind;
  /** The provider's errorCode, or a Gatehouse code (E_NETWORK, E_TIMEOUT, E_SCHEMA, ...). */
  code: string;
  /** The text to show: errorDescription[: errorMessage], else `status statusText`. */
  message: string;
  description?: string;
  detail?: string;
  status?: number;
  /** Seconds to wait before retrying, from Retry-After on a 429 (0 when absent). */
  retryAfter?: number;
}

/** The provider's error body: every field optional, because servers and proxies vary. */
export interface ServerErrorBody {
  errorCode?: unknown;
  errorDescription?: unknown;
  errorMessage?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** errorDescription, then ': ' and errorMessage when present; else the HTTP status line. */
export function errorMessage(
  body: ServerErrorBody | undefined,
  status: number,
  statusText: string,
): string {
  const description = text(body?.errorDescription);
  const detail = text(body?.errorMessage);
  const joined = detail ? (description ? `${description}: ${detail}` : detail) : description;
  return joined || `${status} ${statusText}`.trim();
}

/**
 * The longest wait a `retryAfter` tells: one day. A server or proxy asking for more (a date
 * decades ahead) is read as a day, since a countdown that long tells a person nothing and a
 * timer set from it would overflow (setTimeout holds at most about 24.8 days).
 */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

/** Decimal seconds, as Retry-After's delay form (a fraction is rounded up). */
const DELAY_SECONDS = /^\s*\d+(\.\d+)?\s*$/;

/**
 * Retry-After in whole seconds, 0 to `MAX_RETRY_AFTER_SECONDS`: decimal seconds, or an
 * HTTP-date converted to the seconds until it. Absent, unreadable (negative, hexadecimal,
 * exponent, words) or a date already past means 0.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = DELAY_SECONDS.test(header)
    ? Math.ceil(Number(header))
    : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isNaN(seconds) ? 0 : Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds));
}

export function httpError(
  body: ServerErrorBody | undefined,
  status: number,
  statusText: string,
  retryAfterHeader: string | null,
): GatehouseError {
  const error: GatehouseError = {
    kind: 'http',
    code: text(body?.errorCode) || `E_HTTP_${status}`,
    message: errorMessage(body, status, statusText),
    status,
  };
  const description = text(body?.errorDescription);
  const detail = text(body?.errorMessage);
  if (description) error.description = description;
  if (detail) error.detail = detail;
  if (status === 429) error.retryAfter = retryAfterSeconds(retryAfterHeader);
  return error;
}

export const localError = (kind: ErrorKind, code: string, message: string): GatehouseError => ({
  kind,
  code,
  message,
});
