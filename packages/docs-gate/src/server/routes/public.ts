import { Hono } from 'hono';
import { CONFIG_SCRIPT_URL, CONFIG_URL, configScript, type GateConfig } from '../../gate-config';
import type { GateEnv } from '../env';
import { fileResponse } from '../respond';
import type { SiteSource } from '../site-source';

/** The gate's options its pages may know: the configuration it hands them. */
export type PublicConfig = GateConfig;

/** The only public area of the site. */
export const PUBLIC_AREA = '/_gate';

const PUBLIC_HEADERS = { 'x-content-type-options': 'nosniff' } as const;

const NOT_BUILT = [
  'The docs sign-in page is not built.',
  '',
  'The gate serves it from the dist/sign-in/ folder of @gatehouse/docs-gate, which the',
  "package's build writes: run `npm run build -w @gatehouse/docs-gate` (or pass `signInDir`).",
  "At the edge, the Worker serves the copy in the site build's .gatehouse/sign-in/, which the",
  'docs-gate theme writes: build the package, then the site, then deploy.',
  '',
].join('\n');

const notFound = () => new Response(null, { status: 404, headers: PUBLIC_HEADERS });

/**
 * The public area, `/_gate/`: the sign-in page (`/_gate/sign-in`), its own files (whatever
 * the built sign-in folder holds, nothing else) and the public config, as JSON for the page
 * and as a script for the docs' theme (which reads it before React starts). It never reads
 * the session and never touches the docs: nothing here depends on who asks.
 */
export function publicRoutes(config: PublicConfig, source: Pick<SiteSource, 'signInFile'>) {
  // Serialised once: four public values and nothing else.
  const { projectId, baseUrl, flowId, signInPath } = config;
  const values = { projectId, baseUrl, flowId, signInPath };
  const configJson = JSON.stringify(values);
  const script = configScript(values);
  const fresh = { 'cache-control': 'no-store', ...PUBLIC_HEADERS };
  const page = {
    'cache-control': 'no-cache',
    // The sign-in page takes a password: no other site may frame it.
    'x-frame-options': 'DENY',
    'content-security-policy': "frame-ancestors 'none'",
    'referrer-policy': 'same-origin',
    ...PUBLIC_HEADERS,
  };
  const asset = { 'cache-control': 'no-cache', ...PUBLIC_HEADERS };

  return new Hono<GateEnv>()
    .get(
      CONFIG_URL,
      () =>
        new Response(configJson, {
          headers: { 'content-type': 'application/json; charset=utf-8', ...fresh },
        }),
    )
    .get(
      CONFIG_SCRIPT_URL,
      () =>
        new Response(script, {
          headers: { 'content-type': 'text/javascript; charset=utf-8', ...fresh },
        }),
    )
    .get(`${PUBLIC_AREA}/sign-in`, async (c) => {
      const file = await source.signInFile('index.html');
      if (!file) {
        return new Response(NOT_BUILT, {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      return fileResponse(c.req.raw, file, { headers: page });
    })
    .get(`${PUBLIC_AREA}/*`, async (c) => {
      const { segments } = c.get('target');
      // /_gate itself, or a path that only names the folder: there is no listing.
      if (segments.length < 2) return notFound();
      const file = await source.signInFile(segments.slice(1).join('/'));
      return file
        ? fileResponse(c.req.raw, file, { headers: asset, conditional: true })
        : notFound();
    })
    .get(PUBLIC_AREA, notFound)
    .all(
      `${PUBLIC_AREA}/*`,
      () => new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }),
    )
    .all(PUBLIC_AREA, () => new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }));
}
