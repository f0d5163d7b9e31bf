import type { MiddlewareHandler } from 'hono';
import { forbidden, sendError } from './errors';
import { isAddressedHere, isLoopbackHost } from './loopback';

/**
 * On a loopback bind, every route answers only requests addressed to this machine. A web page
 * whose DNS name an attacker rebinds to 127.0.0.1 can reach the emulator through the browser,
 * but its requests still name the attacker's host; refused here, they never meet the
 * management API, where the demo project's published management key acts project-wide. An
 * emulator bound off loopback on purpose (with the warning the start prints) takes any name.
 */
export function hostGuard(ownOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    const own = ownOrigin();
    const ownHost = own ? new URL(own).hostname : 'localhost';
    // In-process callers (app.request, msw) send no Host: their URL names the host.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (isLoopbackHost(ownHost.replace(/^\[|\]$/g, '')) && !isAddressedHere(host, ownHost)) {
      return sendError(
        c,
        forbidden('The emulator answers only requests addressed to this machine'),
      );
    }
    await next();
  };
}
