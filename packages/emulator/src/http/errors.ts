import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Error codes the emulator answers with, in the provider's `E` + six digits style. The
 * provider's own numbering is not public in full; these are stable within Gatehouse.
 */
export const Codes = {
  badRequest: 'E011001',
  notFound: 'E011004',
  conflict: 'E011005',
  payloadTooLarge: 'E011413',
  unsupportedMediaType: 'E011415',
  unauthorized: 'E061001',
  tokenExpired: 'E061002',
  forbidden: 'E061003',
  invalidCredentials: 'E062108',
  userDisabled: 'E062109',
  codeInvalid: 'E062110',
  pending: 'E062503',
  passwordPolicy: 'E062901',
  /** The provider's own code for an expired password (its SDKs' ErrPasswordExpired). */
  passwordExpired: 'E062909',
  tooManyRequests: 'E130429',
  injected: 'E099999',
  internal: 'E000500',
} as const;

/** Thrown by route helpers; the app turns it into the provider's JSON error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly description: string,
    readonly detail = '',
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ? `${description}: ${detail}` : description);
  }
}

export const errorBody = (code: string, description: string, message = '') => ({
  errorCode: code,
  errorDescription: description,
  errorMessage: message,
});

export function sendError(c: Context, error: ApiError) {
  if (error.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  return c.json(errorBody(error.code, error.description, error.detail), error.status);
}

export const badRequest = (detail: string) =>
  new ApiError(400, Codes.badRequest, 'Request is invalid', detail);
export const notFound = (what: string) => new ApiError(404, Codes.notFound, 'Not found', what);
export const conflict = (detail: string) =>
  new ApiError(409, Codes.conflict, 'Already exists', detail);
export const unauthorized = (detail: string) =>
  new ApiError(401, Codes.unauthorized, 'Unauthorized', detail);

/** A token (refresh, an identity provider's id token...) past its expiry. */
export const tokenExpired = (what: string) =>
  new ApiError(401, Codes.tokenExpired, 'Unauthorized', `${what} expired`);
export const forbidden = (detail: string) =>
  new ApiError(403, Codes.forbidden, 'Forbidden', detail);
export const payloadTooLarge = (detail: string) =>
  new ApiError(413, Codes.payloadTooLarge, 'Request is too large', detail);
export const unsupportedMediaType = (detail: string) =>
  new ApiError(415, Codes.unsupportedMediaType, 'Unsupported media type', detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    Codes.tooManyRequests,
    'Too many requests',
    'Try again later',
    retryAfterSeconds,
  );
