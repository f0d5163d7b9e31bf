import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/errors';
import {
  CDN_PACKAGES,
  type CdnFile,
  installedPackage,
  parseCdnPath,
  readCdnFile,
} from '../static/cdn';

type Refusal = Extract<CdnFile, { ok: false }>['reason'];

/** Why a CDN path names no file, in words that say what to do about it. */
function refusal(reason: Refusal, name: string, version: string, path: string): string {
  switch (reason) {
    case 'not-served':
      return `${name} is not served here (only ${Object.keys(CDN_PACKAGES).join(', ')})`;
    case 'not-installed':
      return `${name} is not installed beside the emulator: npm install --save-dev ${name}`;
    case 'other-version':
      return `${name}@${version} is not installed here (the installed version is ${installedPackage(name)?.version})`;
    default:
      return `${name}@${version} has no file ${path} in its served folder`;
  }
}

/**
 * `GET /npm/{package}@{version}/{path}`: the provider's CDN as its browser clients address it
 * (`base-cdn-url` set to the emulator's origin), answered from the installed packages
 * (static/cdn.ts). Any origin may load them, without credentials: the UI library's chunks are
 * fetched with `crossorigin=anonymous` and checked against the hashes pinned in its index.js.
 */
export const cdnRoutes = new Hono<AppEnv>().get('/npm/*', async (c) => {
  // The path as sent (still percent-encoded), so that an encoded `/` or `..` stays one segment.
  const raw = new URL(c.req.url).pathname.slice('/npm/'.length);
  const request = parseCdnPath(raw);
  if (!request) throw notFound(`No package file at /npm/${raw}`);
  const file = await readCdnFile(request);
  if (!file.ok) {
    throw notFound(refusal(file.reason, request.name, request.version, request.segments.join('/')));
  }
  c.header('access-control-allow-origin', '*');
  c.header('access-control-allow-credentials', undefined);
  c.header('cross-origin-resource-policy', 'cross-origin');
  c.header('cache-control', 'public, max-age=3600');
  c.header('content-type', file.contentType);
  return c.body(file.body);
});
