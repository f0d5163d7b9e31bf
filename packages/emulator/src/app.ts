import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http/app-env';
import { devGuard } from './http/dev-guard';
import { ApiError, Codes, errorBody, sendError } from './http/errors';
import { faults } from './http/faults';
import { hostGuard } from './http/host-guard';
import { isLoopbackOrigin } from './http/loopback';
import { withRequestClient } from './http/request-client';
import { requestLimits } from './http/request-limits';
import { authRoutes } from './routes/auth';
import { cdnRoutes } from './routes/cdn';
import { devRoutes } from './routes/dev';
import { flowRoutes } from './routes/flow';
import { gsiRoutes } from './routes/gsi';
import { keyRoutes } from './routes/keys';
import { mgmtRoutes } from './routes/mgmt';
import { staticRoutes } from './routes/static';
import type { Store } from './state/store';

export interface AppOptions {
  store: Store;
  /** The emulator's own origin, for links in messages and redirects (set once listening). */
  origin: () => string;
  /**
   * The only directory the export endpoint writes into (a request may name one below it).
   * Without it, the endpoint refuses to export.
   */
  exportDir?: string;
  /** A customer's content folder, served over the built-in static content (see static/pages-dir). */
  pagesDir?: string;
}

/**
 * The whole emulator as a web-standard `fetch` handler: serve it with @hono/node-server,
 * mount it in msw, or run it in a worker.
 */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>();

  // Before CORS, so that a refused request gets no CORS headers, on preflights too.
  app.use('*', hostGuard(options.origin));
  app.use('/emulator/v1/*', devGuard(options.origin));
  app.use(
    '*',
    cors({
      // Browser apps on other loopback ports may call with credentials (DS/DSR cookies).
      origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
      credentials: true,
      allowHeaders: [
        'authorization',
        'content-type',
        'x-descope-sdk-name',
        'x-descope-sdk-version',
        'x-descope-sdk-session-id',
        'x-descope-project-id',
        'x-descope-widget-type',
        'x-descope-widget-id',
        'x-descope-widget-version',
        'x-descope-refresh-cookie-name',
        'x-descope-trusted-device-token',
        'x-descope-flow-nonce',
        'x-fingerprint-id',
        'x-fingerprint-vid',
      ],
      // x-geo: the static host's country of the caller, read by the provider's clients;
      // x-descope-flow-nonce: the flow nonce its web component keeps for the next call.
      exposeHeaders: ['retry-after', 'x-geo', 'x-descope-flow-nonce'],
      maxAge: 600,
    }),
  );
  // Loopback pages may read the detailed timing of their calls (a first byte, not only the
  // last): the widget benchmark times rows shown while a long answer is still arriving.
  app.use('*', async (c, next) => {
    await next();
    const origin = c.req.header('origin');
    if (origin && isLoopbackOrigin(origin)) c.header('timing-allow-origin', origin);
  });
  // After CORS, so that a browser app can read the refusal.
  app.use('*', requestLimits);
  app.use('*', async (c, next) => {
    c.set('store', options.store);
    c.set('origin', options.origin());
    await next();
  });
  app.use('*', faults);
  app.use('*', withRequestClient);

  // Resolved once: a later change of the working directory must not move the exports.
  const exportDir = options.exportDir === undefined ? undefined : resolve(options.exportDir);
  app.route('/', devRoutes({ exportDir }));
  app.route('/', keyRoutes);
  // Resolved once, symlinks too: every file it serves must resolve inside this path.
  const pagesDir = options.pagesDir === undefined ? undefined : realpathSync(options.pagesDir);
  app.route('/', staticRoutes({ pagesDir }));
  app.route('/', cdnRoutes);
  app.route('/', authRoutes);
  app.route('/', mgmtRoutes);
  app.route('/', flowRoutes);
  app.route('/', gsiRoutes);

  app.notFound((c) =>
    c.json(errorBody(Codes.notFound, 'Not found', `${c.req.method} ${c.req.path}`), 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException) {
      return c.json(errorBody(Codes.badRequest, 'Request is invalid', error.message), error.status);
    }
    // A bug in the emulator: say so in the provider's error shape, never crash the server.
    console.error('gatehouse-emulator: unexpected error', error);
    return c.json(errorBody(Codes.internal, 'Internal error', String(error)), 500);
  });
  return app;
}
