import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { GateEnv } from '../env';
import { SESSION_COOKIE, type SessionVerifier } from '../session';

/** Reads the `DS` cookie and sets the verified claims (or null) for the routes after it. */
export const readSession = (verify: SessionVerifier) =>
  createMiddleware<GateEnv>(async (c, next) => {
    c.set('session', await verify(getCookie(c, SESSION_COOKIE)));
    await next();
  });
