import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_READER, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_SIGN_IN_DIR, MANIFEST_PATH, PUBLIC, SiteManifest } from '../access';
import { type GateHost, startHost } from './test/hosts';
import { ORIGIN } from './test/requests';
import { signIn } from './test/tokens';
import { requireDeployedBuild } from './test/wrangler-config';

// The real docs build (the one examples/docs-site/wrangler.jsonc deploys, as `npm run build`
// makes it, which `npm test` runs first) behind both hosts of the gate, against the emulator's demo accounts: one table of
// requests, each asked of the Node gate and of the Worker in workerd, and the two answers
// must be the same bytes: status, body and every header but the validators (the Node gate's
// ETag and Last-Modified come from the file's mtime; a Worker's assets have none, so its ETag
// is the content's hash).

const HOST_OWN = new Set(['etag', 'last-modified']);

type Who = 'nobody' | 'reader' | 'admin';
const WHO: readonly Who[] = ['nobody', 'reader', 'admin'];

let emulator: RunningEmulator;
let node: GateHost;
let worker: GateHost;
let manifest: SiteManifest;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  const build = requireDeployedBuild();
  manifest = SiteManifest.parse(JSON.parse(readFileSync(join(build, MANIFEST_PATH), 'utf8')));
  emulator = await startEmulator();
  tokens.reader = (await signIn(emulator, DEMO_READER)).sessionJwt;
  tokens.admin = (await signIn(emulator, DEMO_ADMIN)).sessionJwt;
  const options = { root: build, projectId: emulator.projectId, baseUrl: emulator.url };
  [node, worker] = await Promise.all([startHost('node', options), startHost('worker', options)]);
});

afterAll(async () => {
  await Promise.all([node?.stop(), worker?.stop()]);
  await emulator?.stop();
});

/** The first file of the build the manifest gives `audience` (or cuts down as `derived`). */
function fileFor(test: (entry: SiteManifest['files'][string], file: string) => boolean): string {
  const found = Object.entries(manifest.files).find(([file, entry]) => test(entry, file));
  if (!found) throw new Error('the build lacks a file the table asks for');
  return `/${found[0]}`;
}
const withAudience = (key: string, ext: string) =>
  fileFor(
    (entry, file) => 'audiences' in entry && entry.audiences.includes(key) && file.endsWith(ext),
  );
const derived = (kind: string) => fileFor((entry) => 'derived' in entry && entry.derived === kind);
const adminKey = () =>
  Object.values(manifest.routes).find((key) => key !== PUBLIC && key !== 'signed-in') ?? '';

interface Case {
  path: string;
  method?: string;
  headers?: Record<string, string>;
}

/** Every kind of file, the path tricks, HEAD, ranges, methods, the public area. */
const table = (): Case[] => {
  const chunk = withAudience('signed-in', '.js');
  const page = { accept: 'text/html' };
  return [
    { path: '/', headers: page },
    { path: '/quick-start', headers: page },
    { path: '/quick-start' },
    { path: '/security', headers: page },
    { path: '/administration/sso-scim', headers: page },
    { path: '/your-account', headers: page },
    { path: withAudience(PUBLIC, '.js') },
    { path: chunk },
    { path: withAudience(adminKey(), '.js') },
    { path: '/assets/css/' },
    { path: withAudience(PUBLIC, '.css') },
    { path: '/img/logo.svg' },
    { path: '/favicon.ico' },
    { path: derived('version-metadata') },
    { path: derived('search-index') },
    { path: derived('sitemap') },
    { path: '/missing', headers: page },
    { path: '/assets/js/missing.js' },
    // The spellings of a page, and ways out of the build.
    { path: '/quick-start.html', headers: page },
    { path: '/quick-start/index.html' },
    { path: '//quick-start?tab=a', headers: page },
    { path: '/x/..%2Fquick-start', headers: page },
    { path: '/%2e%2e/%2e%2e/etc/passwd' },
    { path: '/docs/%E0%A4%A' },
    // The gate's own folder: never the site, on either host.
    { path: `/${MANIFEST_PATH}` },
    { path: `/${EDGE_SIGN_IN_DIR}/index.html` },
    { path: '/assets/..%2F.gatehouse%2Fmanifest.json' },
    // HEAD, ranges (one, a suffix, past the end, several) and other methods.
    { path: '/quick-start', method: 'HEAD', headers: page },
    { path: chunk, method: 'HEAD' },
    { path: chunk, headers: { range: 'bytes=0-99' } },
    { path: chunk, headers: { range: 'bytes=-10' } },
    { path: chunk, headers: { range: 'bytes=99999999-' } },
    { path: chunk, headers: { range: 'bytes=0-1,4-5' } },
    { path: '/quick-start', method: 'POST' },
    // The public area.
    { path: '/_gate/sign-in', headers: page },
    { path: '/_gate/sign-in.js' },
    { path: '/_gate/config.json' },
    { path: '/_gate/config.js' },
    { path: '/_gate/missing.js' },
    { path: '/_gate/sign-in', method: 'POST' },
  ];
};

/** One request, as `who`: its status, headers (but the host's own validators) and bytes. */
async function answer(host: GateHost, who: Who, request: Case) {
  const headers = new Headers(request.headers);
  const token = tokens[who];
  if (token) headers.set('cookie', `DS=${token}`);
  const response = await host.fetch(
    new Request(`${ORIGIN}${request.path}`, { method: request.method ?? 'GET', headers }),
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  const shared = [...response.headers].filter(([name]) => !HOST_OWN.has(name));
  // A body the gate made without its length gets one from the transport (workerd's HTTP, or
  // Node's server in front of the web handler): the framing is not the gate's answer.
  if (!response.headers.has('content-length')) shared.push(['content-length', `${bytes.length}`]);
  return {
    /** What both hosts must agree on. */
    same: {
      status: response.status,
      headers: Object.fromEntries(shared.sort(([a], [b]) => a.localeCompare(b))),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
    etag: response.headers.get('etag'),
    text: bytes.toString('utf8'),
  };
}

describe('the real docs build on the Node gate and the Worker', () => {
  for (const who of WHO) {
    it(`answers every request of the table alike, as ${who}`, async () => {
      const statuses = new Set<number>();
      for (const request of table()) {
        const what = `${request.method ?? 'GET'} ${request.path} as ${who}`;
        const [fromNode, fromWorker] = await Promise.all([
          answer(node, who, request),
          answer(worker, who, request),
        ]);
        expect(fromWorker.same, what).toEqual(fromNode.same);
        expect(Boolean(fromWorker.etag), what).toBe(Boolean(fromNode.etag));
        statuses.add(fromNode.same.status);
      }
      // The table reaches every kind of answer the reader can get.
      const expected = {
        nobody: [200, 302, 400, 401, 404, 405],
        reader: [200, 206, 301, 400, 403, 404, 405, 416],
        admin: [200, 206, 301, 400, 404, 405, 416],
      }[who];
      for (const status of expected)
        expect([...statuses], `${who} got ${status}`).toContain(status);
    });
  }

  it('answers a conditional request with 304 on each host, to its own validator', async () => {
    for (const host of [node, worker]) {
      for (const path of ['/quick-start', derived('search-index')]) {
        const first = await answer(host, 'reader', { path });
        expect(first.same.status, `${host.name} ${path}`).toBe(200);
        const again = await answer(host, 'reader', {
          path,
          headers: { 'if-none-match': first.etag ?? '' },
        });
        expect(again.same.status, `${host.name} ${path}`).toBe(304);
        expect(again.same.bytes).toBe(0);
      }
    }
  });

  it('cuts the derived files down per reader on the Worker as on Node', async () => {
    const index = derived('search-index');
    const reader = await answer(worker, 'reader', { path: index });
    const admin = await answer(worker, 'admin', { path: index });
    expect(admin.text).toContain('/administration/sso-scim');
    expect(reader.text).not.toContain('/administration/');
    expect(reader.etag).not.toBe(admin.etag);
  });
});
