import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

// Who is calling, for the audits the auth functions write deep below the routes (a sign-in's
// `LoginSucceed`): they take a store, not a request, so the request's browser and address
// travel beside the call instead of through every signature.

export interface RequestClient {
  /** The caller's `User-Agent` ('' when it sent none). */
  userAgent: string;
  /** The caller's address as a proxy in front would forward it, else loopback. */
  ip: string;
}

const current = new AsyncLocalStorage<RequestClient>();

/** The client of the request being served; undefined outside one (tests calling functions). */
export const requestClient = (): RequestClient | undefined => current.getStore();

/** Serve each request with its client known to `requestClient()`. */
export const withRequestClient: MiddlewareHandler = (c, next) =>
  current.run(
    {
      userAgent: c.req.header('user-agent') ?? '',
      ip: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
    },
    next,
  );
