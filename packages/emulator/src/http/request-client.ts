import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackHost } from './loopback';

// Who is calling, for the audits the auth functions write deep below the routes (a sign-in's
// `LoginSucceed`): they take a store, not a request, so the request's browser and address
// travel beside the call instead of through every signature.

export interface RequestClient {
  /** The caller's `User-Agent` ('' when it sent none). */
  userAgent: string;
  /** The caller's address: see `clientAddress`. */
  ip: string;
}

const current = new AsyncLocalStorage<RequestClient>();

/** The client of the request being served; undefined outside one (tests calling functions). */
export const requestClient = (): RequestClient | undefined => current.getStore();

const LOOPBACK = '127.0.0.1';

// @hono/node-server puts the socket beside the request; a request handed to `app.fetch` in
// process (tests, an embedding host) has none and comes from this machine.
const peerAddress = (c: Context): string =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ?? LOOPBACK;

/**
 * The address a sign-in is recorded from (the signed-in devices, the audit). `X-Forwarded-For`
 * is believed only from a peer on this machine (a dev proxy such as Vite's, which appends the
 * address it saw): from anyone else it is whatever they chose to write, so their own socket
 * address stands. Of the forwarded list the right-most entry that is not loopback wins, since
 * the entries left of it were written by callers further out; an entry that is not an address
 * is ignored rather than stored.
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c).replace(/^::ffff:/, '');
  if (!isLoopbackHost(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!isLoopbackHost(forwarded[i] as string)) return forwarded[i] as string;
  }
  return forwarded.at(-1) ?? peer;
}

/** Serve each request with its client known to `requestClient()`. */
export const withRequestClient: MiddlewareHandler = (c, next) =>
  current.run({ userAgent: c.req.header('user-agent') ?? '', ip: clientAddress(c) }, next);
