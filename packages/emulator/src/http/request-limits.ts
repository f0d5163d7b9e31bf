import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest, payloadTooLarge, sendError } from './errors';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from './limits';

const KIB = 1024;

const tooLarge = () => payloadTooLarge(`The body may hold at most ${MAX_BODY_BYTES / KIB} KiB`);
const tooDeep = () => badRequest(`JSON may nest objects and arrays at most ${MAX_JSON_DEPTH} deep`);

/**
 * The limits of `limits.ts` applied to a body already read: a 413 past the size, a 400 past
 * the depth. The request-limits middleware below and every route's JSON validator (`zodJson`)
 * check the same text with this, so that a route mounted without the middleware keeps them.
 */
export function assertWithinLimits(text: string): void {
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  if (nestsDeeperThan(text)) throw tooDeep();
}

// A declared Content-Length over the limit is refused from the header alone; a chunked body
// is counted as it arrives and refused as soon as it grows past the limit. The rest of such a
// body is never read: the answer closes the connection, or Node would read the whole body to
// keep the connection for another request (and a client would find it mid-body).
const sizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    return sendError(c, tooLarge());
  },
});

/**
 * Every request passes here before any handler: a body over the size limit is a 413 and one
 * nested past the depth limit a 400, so that neither is parsed, stored or echoed. Handlers
 * parse the same text afterwards (Hono keeps it), whatever the content type claims.
 */
export const requestLimits: MiddlewareHandler = (c, next) =>
  sizeLimit(c, async () => {
    if (c.req.raw.body) assertWithinLimits(await c.req.text());
    await next();
  });
