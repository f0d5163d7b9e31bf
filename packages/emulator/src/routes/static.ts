import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError, Codes, notFound } from '../http/errors';
import { staticFile } from '../static/content';
import { MAX_PAGE_FILE_BYTES } from '../static/pages-dir';

/** The country the provider's static host says a request comes from (`x-geo`). */
export const EMULATED_GEO = 'US';

const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  json: 'application/json',
} as const;

export interface StaticRoutesOptions {
  /** A customer's content folder (a realpath), served over the built-ins. */
  pagesDir?: string;
}

/**
 * Static content under /pages/{projectId}/v2-beta/, in the provider's format: config.json,
 * theme.json, flow screens and widget pages as HTML (see static/content.ts), with CORS (set
 * app-wide) so that browser apps can load them, and `x-geo` for them to read.
 */
export const staticRoutes = ({ pagesDir }: StaticRoutesOptions = {}) =>
  new Hono<AppEnv>().get('/pages/:projectId/v2-beta/*', async (c) => {
    const { data } = c.get('store');
    if (c.req.param('projectId') !== data.projectId) throw notFound('Unknown project id');
    const path = c.req.path.slice(`/pages/${data.projectId}/v2-beta/`.length);
    const file = await staticFile(data, pagesDir, path);
    if (!file) throw notFound(path);
    if (file.kind === 'too-large') {
      throw new ApiError(
        500,
        Codes.internal,
        'Page file is too large',
        `${path} in the pages folder is over ${MAX_PAGE_FILE_BYTES} bytes`,
      );
    }
    c.header('cache-control', 'no-cache');
    c.header('x-geo', EMULATED_GEO);
    c.header('content-type', CONTENT_TYPES[file.kind]);
    return c.body(file.body);
  });
