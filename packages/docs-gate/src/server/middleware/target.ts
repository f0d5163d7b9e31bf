import { createMiddleware } from 'hono/factory';
import type { GateEnv } from '../env';
import { empty } from '../headers';
import { normalisePath, type Target } from '../paths';

// One normalisation per request: the router's getPath and the middleware share it.
const targets = new WeakMap<Request, Target | null>();

/** The request's normalised target, or null when its path is malformed. */
export function targetOf(request: Request): Target | null {
  if (targets.has(request)) return targets.get(request) ?? null;
  const target = normalisePath(new URL(request.url).pathname);
  targets.set(request, target);
  return target;
}

/**
 * The router's path: routes are matched on the normalised path, so `/_gate/sign-in.html`
 * is the sign-in page and `/x/../_gate/config.json` the config. A malformed path is routed as
 * sent; the middleware below answers it with 400 before any route runs.
 */
export const routedPath = (request: Request): string =>
  targetOf(request)?.path ?? new URL(request.url).pathname;

/** 400 for a malformed path (bad percent-encoding, control characters); the target otherwise. */
export const requireTarget = createMiddleware<GateEnv>(async (c, next) => {
  const target = targetOf(c.req.raw);
  if (!target) return empty(400);
  c.set('target', target);
  await next();
});
