import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { staticDocument } from '../static/content';
import { localizedWidgetPage } from '../static/widget-layouts';

/**
 * Static content under /pages/{projectId}/v2-beta/: config.json, theme.json, flow screens
 * and widget layouts (the built-in ones in each locale of the catalogue too), all JSON, with
 * CORS (set app-wide) so that browser apps can load them.
 */
export const staticRoutes = new Hono<AppEnv>().get('/pages/:projectId/v2-beta/*', async (c) => {
  const { data } = c.get('store');
  if (c.req.param('projectId') !== data.projectId) throw notFound('Unknown project id');
  const path = c.req.path.slice(`/pages/${data.projectId}/v2-beta/`.length);
  const document = staticDocument(data, path) ?? (await localizedWidgetPage(data.pages, path));
  if (document === undefined) throw notFound(path);
  c.header('cache-control', 'no-cache');
  return c.json(document as object);
});
