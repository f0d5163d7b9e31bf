/**
 * Where an error came from:
 * - `http`: the server answered with a non-ok status;
 * - `network`: no answer at all (offline, DNS, CORS, connection reset);
 * - `timeout`: no answer in time;
 * - `schema`: the server answered ok but the body is not what the API promises;
 * - `input`: a caller-side precondition failed before any request was sent;
 * - `webauthn`: the browser's passkey step refused (`code` is the DOMException's name:
 *   `NotAllowedError` when the user dismissed it, `InvalidStateError`, `NotSupportedError`...).
 */
export type ErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'input' | 'webauthn';

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

/** Retry-After in whole seconds; an HTTP-date is converted; absent or unreadable means 0. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
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
