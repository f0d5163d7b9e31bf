import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { Codes, errorBody } from './errors';
import { matchesWildcard } from './wildcard';

/**
 * Injected faults: the next N requests matching a method and path pattern are delayed, fail
 * with a status and body, or both. The development API itself is never faulted.
 */
export const faults: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { data } = c.get('store');
  const path = c.req.path;
  if (path.startsWith('/emulator/')) return next();
  const fault = data.faults.find(
    (f) =>
      f.remaining > 0 &&
      (f.method === '*' || f.method.toUpperCase() === c.req.method) &&
      matchesWildcard(f.path, path),
  );
  if (!fault) return next();
  fault.remaining -= 1;
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (!fault.status) return next();
  return c.json(
    (fault.body as object | undefined) ??
      errorBody(Codes.injected, 'Injected fault', `${c.req.method} ${path}`),
    fault.status as 400,
  );
};
