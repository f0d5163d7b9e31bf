import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';

/** The public keys that verify session tokens, as `{keys: [JWK]}`. */
export const keyRoutes = new Hono<AppEnv>().get('/v2/keys/:projectId', (c) => {
  const { data } = c.get('store');
  if (c.req.param('projectId') !== data.projectId) throw notFound('Unknown project id');
  return c.json({ keys: [data.signingKey.publicJwk] });
});
