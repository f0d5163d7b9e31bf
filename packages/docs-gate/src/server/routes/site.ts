import { Hono } from 'hono';
import { safeReturnPath } from '../../return-path';
import { decide } from '../decision';
import type { GateEnv } from '../env';
import { fileInside, siteFile } from '../files';
import { empty, GATED_OK } from '../headers';
import { readSession } from '../middleware/session';
import { fileResponse } from '../respond';
import type { SessionVerifier } from '../session';

export interface SiteOptions {
  /** The built site's real path. */
  root: string;
  signInPath: string;
  verify: SessionVerifier;
}

/**
 * Everything outside the public area: the built site, for signed-in readers only. Without a
 * valid session a page navigation is sent to the sign-in page with where it was going, and
 * everything else (chunks, styles, the search index, images, the sitemap, unknown paths) is
 * 401 with an empty body. The answer never depends on the query string or on whether the path
 * exists, so a signed-out request learns nothing about the site.
 */
export function siteRoutes({ root, signInPath, verify }: SiteOptions) {
  return new Hono<GateEnv>().use('*', readSession(verify)).all('*', async (c) => {
    const target = c.get('target');
    const method = c.req.method;
    const decision = decide({
      target,
      method,
      accept: c.req.header('accept'),
      signedIn: c.get('session') !== null,
    });
    if (decision === 'sign-in') {
      const back = safeReturnPath(`${target.href}${new URL(c.req.url).search}`);
      return empty(302, { location: `${signInPath}?return=${encodeURIComponent(back)}` });
    }
    if (decision === 'unauthorized') return empty(401);

    if (method !== 'GET' && method !== 'HEAD') return empty(405, { allow: 'GET, HEAD' });
    // Pages are served at their bare route only: the docs' client router knows no other
    // spelling, so `/docs/intro.html` or `//docs/intro` moves to `/docs/intro` (query kept).
    if (!target.hasExtension && !target.canonical) {
      const location = safeReturnPath(`${target.href}${new URL(c.req.url).search}`);
      return empty(301, { location });
    }
    const file = await siteFile(root, target.segments, target.hasExtension);
    if (file) return fileResponse(c.req.raw, file, { headers: GATED_OK, conditional: true });
    const notFoundPage = await fileInside(root, '404.html');
    if (notFoundPage)
      return fileResponse(c.req.raw, notFoundPage, { status: 404, headers: GATED_OK });
    return new Response(method === 'HEAD' ? null : 'Not found', {
      status: 404,
      headers: { ...GATED_OK, 'content-type': 'text/plain; charset=utf-8' },
    });
  });
}
