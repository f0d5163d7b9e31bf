import type { Context, MiddlewareHandler } from 'hono';
import { forbidden, sendError, unsupportedMediaType } from './errors';
import { isLoopbackOrigin, isOwnHost } from './loopback';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** A DELETE is a write only when it carries a body (the development API's take none). */
const carriesBody = (c: Context) => {
  const length = c.req.header('content-length');
  return (
    (length !== undefined && length.trim() !== '0') ||
    c.req.header('transfer-encoding') !== undefined ||
    c.req.header('content-type') !== undefined
  );
};

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The development API takes no credentials, so it answers only this machine: no foreign
 * `Origin` (a cross-site page), only its own address in `Host` (a page that rebound its DNS
 * name to loopback still sends that name), and writes only as `application/json`, which a
 * page can send cross-site only after a CORS preflight that this guard refuses too. A request
 * without `Origin` (curl, tests, server code) is local by construction on a loopback bind.
 */
export function devGuard(ownOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !isLoopbackOrigin(origin)) {
      return sendError(c, forbidden('The development API answers only loopback origins'));
    }
    // In-process callers (app.request, msw) send no Host: their URL names the host.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isOwnHost(host, ownOrigin())) {
      return sendError(c, forbidden('The development API answers only its own loopback address'));
    }
    const method = c.req.method;
    const write = WRITES.has(method) || (method === 'DELETE' && carriesBody(c));
    if (write && !isJson(c.req.header('content-type'))) {
      return sendError(
        c,
        unsupportedMediaType('The development API takes writes as application/json only'),
      );
    }
    await next();
  };
}
