import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromScript } from '../gate-config';
import { forgetGateScript, runGateScript } from '../test/gate-script';
import { createDocsGate } from './gate';
import { startCountingProxy } from './test/counting-proxy';
import { createFixture, type Fixture } from './test/fixture';
import { type GateHost, HOSTS, startHost } from './test/hosts';
import { ORIGIN, type Sent, send } from './test/requests';
import {
  hmacSigned,
  signedByAnotherKey,
  signedByEmulator,
  signIn,
  tamper,
  unsigned,
} from './test/tokens';

// The gate against the real emulator's keys and tokens, on both of its hosts: the Node
// server's web-standard handler and the Worker in workerd (Miniflare, configured from the
// example site's wrangler.jsonc), the same cases for each. Every signed-out answer is checked
// for the markers of the docs: none may get through.

let emulator: RunningEmulator;
let fixture: Fixture;
let gate: GateHost;
let session: string;
let refresh: string;

beforeAll(async () => {
  emulator = await startEmulator();
  fixture = createFixture();
  ({ sessionJwt: session, refreshJwt: refresh } = await signIn(emulator));
});

afterAll(async () => {
  await emulator?.stop();
  fixture?.remove();
});

const get = (path: string, init?: Parameters<typeof send>[2]) => send(gate, path, init);

/** The gate on `name` over the fixture, against the emulator (or the provider at `baseUrl`). */
const hostOf = (name: (typeof HOSTS)[number], baseUrl = emulator.url) =>
  startHost(name, {
    root: fixture.root,
    signInDir: fixture.signInDir,
    projectId: emulator.projectId,
    baseUrl,
  });

/** A signed-out answer: nothing of the docs, not cacheable by anyone. */
function expectRefusal(answer: Sent, status: 302 | 401) {
  expect(answer.status).toBe(status);
  expect(answer.body).toBe('');
  for (const secret of fixture.secrets) expect(answer.body).not.toContain(secret);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.headers.get('vary')).toBe('Cookie');
}

/** Where a 302 sends the reader back to after sign-in. */
function returnPathOf(answer: Sent): string {
  const location = answer.headers.get('location') ?? '';
  expect(location.startsWith('/_gate/sign-in?return=')).toBe(true);
  return new URL(location, ORIGIN).searchParams.get('return') ?? '';
}

/** Each kind of file, requested the way a browser would (HTML navigations ask for HTML). */
const kinds = () => [
  ...fixture.files.map((file) => ({ ...file, accept: file.page ? 'text/html' : '*/*' })),
  { kind: 'unknown file', path: '/assets/js/missing.js', page: false, marker: '', accept: '*/*' },
  { kind: 'unknown route', path: '/docs/missing', page: true, marker: '', accept: 'text/html' },
];

describe.each(HOSTS)('on the %s host', (name) => {
  beforeAll(async () => {
    gate = await hostOf(name);
  });
  afterAll(async () => {
    await gate?.stop();
  });

  describe('without a valid session', () => {
    const badTokens: Array<[string, () => Promise<string | undefined> | string | undefined]> = [
      ['no cookie', () => undefined],
      ['an empty cookie', () => ''],
      ['a tampered token', () => tamper(session)],
      ['an alg: none token', () => unsigned(session)],
      ['a token signed by another key', () => signedByAnotherKey(session, emulator)],
      ['an HS256 token keyed with the public key', () => hmacSigned(session, emulator)],
      ['a refresh token', () => refresh],
      ['garbage', () => 'not.a.jwt'],
    ];

    for (const [name, token] of badTokens) {
      it(`with ${name}: pages redirect to sign-in, every other file is 401, nothing leaks`, async () => {
        const value = await token();
        for (const kind of kinds()) {
          const answer = await get(kind.path, { token: value, headers: { accept: kind.accept } });
          expectRefusal(answer, kind.page ? 302 : 401);
          if (kind.page) expect(returnPathOf(answer)).toBe(kind.path);
        }
      });
    }

    it('a page without an Accept header still redirects; a file asked for as HTML redirects too', async () => {
      expectRefusal(await get('/docs/intro'), 302);
      const asPage = await get('/sitemap.xml', { headers: { accept: 'text/html' } });
      expectRefusal(asPage, 302);
      expect(returnPathOf(asPage)).toBe('/sitemap.xml');
    });

    it('refuses a token of another project, signed by the project key', async () => {
      const claims = decodeJwt(session);
      const other = await signedByEmulator(emulator, {
        ...claims,
        iss: 'gatehouse-emulator/P2Other',
      });
      const noIssuer = await signedByEmulator(emulator, { ...claims, iss: undefined });
      for (const token of [other, noIssuer]) {
        expectRefusal(await get('/docs/intro', { token }), 302);
        expectRefusal(await get('/assets/js/main.abc.js', { token }), 401);
      }
    });

    it('refuses a refresh-kind token however it is made, and one without an expiry', async () => {
      const claims = decodeJwt(session);
      const refreshKind = await signedByEmulator(emulator, { ...claims, drn: 'DSR' });
      const noExpiry = await signedByEmulator(emulator, { ...claims, exp: undefined });
      for (const token of [refreshKind, noExpiry]) {
        expectRefusal(await get('/assets/js/main.abc.js', { token }), 401);
      }
      // The control: the same forging with the session's own claims is accepted.
      const same = await signedByEmulator(emulator, claims);
      expect((await get('/assets/js/main.abc.js', { token: same })).status).toBe(200);
    });

    it('is 401 for any other method, and HEAD follows the GET rule with no body', async () => {
      expectRefusal(await get('/docs/intro', { method: 'POST' }), 401);
      expectRefusal(await get('/search-index.json', { method: 'DELETE' }), 401);
      const page = await get('/docs/intro', { method: 'HEAD' });
      expectRefusal(page, 302);
      expect(returnPathOf(page)).toBe('/docs/intro');
      expectRefusal(await get('/assets/js/main.abc.js', { method: 'HEAD' }), 401);
    });

    it('ignores Range: a range of a chunk is 401 like the chunk', async () => {
      const range = { range: 'bytes=0-10' };
      expectRefusal(await get('/assets/js/main.abc.js', { headers: range }), 401);
      expectRefusal(await get('/docs/intro', { headers: { ...range, accept: 'text/html' } }), 302);
      expectRefusal(await get('/search-index.json', { method: 'HEAD', headers: range }), 401);
    });

    it('path tricks and query strings change nothing', async () => {
      const pages = [
        '/index.html',
        '/docs/intro.html',
        '/docs//intro',
        '//docs/intro',
        '/docs/./intro',
        '/docs/intro/index.html',
        '/intro/index.html',
        '/intro.html',
        '/x/..%2Fdocs%2Fintro',
        '/%64ocs/intro',
      ];
      for (const path of pages) {
        const answer = await get(path);
        expectRefusal(answer, 302);
        expect(['/', '/docs/intro', '/intro']).toContain(returnPathOf(answer));
      }
      const files = [
        '/assets/js/main.abc.js?x=1',
        '/assets/js/main.abc.js?x=',
        '//assets//js/main.abc.js',
        '/assets/js/../js/main.abc.js',
        '/assets/js/..%2F..%2F..%2Fsecret.txt',
        '/leak.txt',
        '/search-index.json?q=intro',
      ];
      for (const path of files) expectRefusal(await get(path), 401);
      // The query is carried to the sign-in page, and never turns a page into something else.
      expect(returnPathOf(await get('/docs/intro?tab=a&x='))).toBe('/docs/intro?tab=a&x=');
    });

    it('never sends the reader off-site after sign-in', async () => {
      const tricks = [
        '//evil.test',
        '//evil.test/docs',
        '/\\evil.test',
        '/%5Cevil.test',
        '/%2F%2Fevil.test',
        '/.//evil.test',
        '/docs/..//evil.test',
        '/https://evil.test',
        '/%68ttps:%2F%2Fevil.test',
      ];
      for (const path of tricks) {
        // As a browser navigation would ask: `/evil.test` looks like a file, which is a 401.
        const answer = await get(path, { headers: { accept: 'text/html' } });
        expectRefusal(answer, 302);
        const back = returnPathOf(answer);
        expect(back.startsWith('/')).toBe(true);
        expect(back.startsWith('//')).toBe(false);
        expect(back).not.toContain('\\');
        expect(new URL(back, ORIGIN).origin).toBe(ORIGIN);
      }
    });

    it('answers a malformed path with 400 and nothing else', async () => {
      const answer = await get('/docs/%E0%A4%A');
      expect(answer.status).toBe(400);
      expect(answer.body).toBe('');
      expect(answer.headers.get('vary')).toBe('Cookie');
      expect((await get('/docs/%00intro')).status).toBe(400);
    });

    it('treats unreachable keys as no session, without throwing', async () => {
      // Nothing listens on port 9 (discard) of the loopback: the key set cannot be fetched.
      const offline = await hostOf(name, 'http://127.0.0.1:9');
      try {
        expectRefusal(await send(offline, '/docs/intro', { token: session }), 302);
        expectRefusal(await send(offline, '/img/logo.svg', { token: session }), 401);
      } finally {
        await offline.stop();
      }
    });
  });

  describe('with a valid session', () => {
    it('serves every kind of file, privately, with its content type', async () => {
      const types: Record<string, string> = {
        '.html': 'text/html; charset=utf-8',
        '.js': 'text/javascript; charset=utf-8',
        '.css': 'text/css; charset=utf-8',
        '.json': 'application/json; charset=utf-8',
        '.svg': 'image/svg+xml',
        '.xml': 'application/xml; charset=utf-8',
      };
      for (const file of fixture.files) {
        const answer = await get(file.path, { token: session });
        expect(answer.status, file.kind).toBe(200);
        expect(answer.body).toContain(file.marker);
        expect(answer.headers.get('cache-control')).toBe('private');
        expect(answer.headers.get('vary')).toBe('Cookie');
        expect(answer.headers.get('content-type')).toBe(
          types[/\.[a-z]+$/.exec(file.file)?.[0] ?? ''],
        );
      }
    });

    it('serves the same file for every spelling of a path, and ignores queries', async () => {
      const intro = fixture.files.find((file) => file.path === '/docs/intro')!;
      const js = fixture.files.find((file) => file.kind === 'JS chunk')!;
      for (const path of ['/docs/intro/', '/docs/intro?x=1']) {
        expect((await get(path, { token: session })).body).toContain(intro.marker);
      }
      for (const path of [
        '/assets/js/main.abc.js?x=',
        '//assets//js/main.abc.js',
        '/assets/%6as/main.abc.js',
      ]) {
        const answer = await get(path, { token: session });
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(js.marker);
      }
    });

    it('moves other spellings of a page to its bare route, keeping the query', async () => {
      const moves: Array<[string, string]> = [
        ['/docs/intro.html', '/docs/intro'],
        ['/docs/intro.html?tab=a', '/docs/intro?tab=a'],
        ['/intro/index.html', '/intro'],
        ['/index.html', '/'],
        ['//docs//intro', '/docs/intro'],
        ['/x/..%2Fdocs%2Fintro', '/docs/intro'],
      ];
      for (const [from, to] of moves) {
        const answer = await get(from, { token: session });
        expect(answer.status, from).toBe(301);
        expect(answer.headers.get('location')).toBe(to);
        expect(answer.headers.get('vary')).toBe('Cookie');
      }
    });

    it('answers unknown paths with the 404 page, and nothing outside the root', async () => {
      // A symlink out of the build is the filesystem's matter: on Node the gate checks it; a
      // Worker serves what was uploaded (see the Node-only cases below).
      const symlinks = name === 'node' ? ['/leak.txt', '/linked'] : [];
      for (const path of [
        '/docs/missing',
        '/assets/js/missing.js',
        ...symlinks,
        '/..%2Fsecret.txt',
        '/assets/..%2F..%2Fsecret.txt',
      ]) {
        const answer = await get(path, { token: session });
        expect(answer.status, path).toBe(404);
        expect(answer.body).toContain(fixture.markers.notFound);
        expect(answer.body).not.toContain(fixture.markers.outside);
        expect(answer.headers.get('cache-control')).toBe('private');
        expect(answer.headers.get('vary')).toBe('Cookie');
      }
    });

    it('answers HEAD with the GET status and headers and no body', async () => {
      const full = await get('/search-index.json', { token: session });
      const head = await get('/search-index.json', { token: session, method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(full.body)));
      expect(head.headers.get('content-type')).toBe(full.headers.get('content-type'));
      expect(head.headers.get('cache-control')).toBe('private');
      expect((await get('/docs/missing', { token: session, method: 'HEAD' })).status).toBe(404);
    });

    it('serves one byte range with 206, 416 past the end, and the whole file for several', async () => {
      const js = fixture.files.find((file) => file.kind === 'JS chunk')!;
      const whole = (await get(js.path, { token: session })).body;
      const size = Buffer.byteLength(whole);
      const part = await get(js.path, { token: session, headers: { range: 'bytes=3-12' } });
      expect(part.status).toBe(206);
      expect(part.body).toBe(whole.slice(3, 13));
      expect(part.headers.get('content-range')).toBe(`bytes 3-12/${size}`);
      expect(part.headers.get('cache-control')).toBe('private');
      expect(part.headers.get('vary')).toBe('Cookie');
      const past = await get(js.path, { token: session, headers: { range: `bytes=${size}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
      const several = await get(js.path, { token: session, headers: { range: 'bytes=0-1,4-5' } });
      expect(several.status).toBe(200);
      expect(several.body).toBe(whole);
    });

    it('answers If-None-Match with 304', async () => {
      const first = await get('/img/logo.svg', { token: session });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await get('/img/logo.svg', {
        token: session,
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.get('vary')).toBe('Cookie');
      // Without the session the validator buys nothing.
      expectRefusal(await get('/img/logo.svg', { headers: { 'if-none-match': etag } }), 401);
    });

    it('loads the keys once and reuses them, for as long as the gate lives', async () => {
      const proxy = await startCountingProxy(emulator.url);
      const counting = await hostOf(name, proxy.url);
      try {
        for (let i = 0; i < 5; i += 1) {
          expect((await send(counting, '/docs/intro', { token: session })).status).toBe(200);
        }
        expect(proxy.count(`/v2/keys/${emulator.projectId}`)).toBe(1);
      } finally {
        await counting.stop();
        await proxy.stop();
      }
    });

    it('refuses methods other than GET and HEAD with 405', async () => {
      const answer = await get('/docs/intro', { token: session, method: 'POST' });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('the public area /_gate/', () => {
    it('serves the sign-in page and its files to anyone', async () => {
      const page = await get('/_gate/sign-in');
      expect(page.status).toBe(200);
      expect(page.body).toContain(fixture.markers.signIn);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect((await get('/_gate/sign-in?return=%2Fdocs%2Fintro')).body).toContain(
        fixture.markers.signIn,
      );
      expect((await get('/_gate/sign-in.html')).status).toBe(200);
      for (const file of [
        '/_gate/sign-in.js',
        '/_gate/sign-in.css',
        '/_gate/chunks/phone-field-ABC.js',
      ]) {
        const answer = await get(file);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(fixture.markers.signIn);
      }
      expect((await get('/_gate/sign-in', { method: 'HEAD' })).body).toBe('');
    });

    it('serves the four public config values and nothing else, never cached', async () => {
      const answer = await get('/_gate/config.json');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({
        projectId: emulator.projectId,
        baseUrl: emulator.url,
        flowId: 'docs-sign-in',
        signInPath: '/_gate/sign-in',
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('serves the same values as a script for the docs theme, never cached', async () => {
      const answer = await get('/_gate/config.js');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(configFromScript()).toBeUndefined();
      try {
        runGateScript(answer.body);
        expect(configFromScript()).toEqual(JSON.parse((await get('/_gate/config.json')).body));
      } finally {
        forgetGateScript();
      }
    });

    it('has nothing else: no listing, no traversal, no docs through a symlink', async () => {
      for (const path of [
        '/_gate',
        '/_gate/',
        '/_gate/missing.js',
        '/_gate/docs/intro.html',
        '/_gate/index.html',
      ]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body).toBe('');
      }
      // Leaving the area leaves the public rule: these are docs paths, gated as usual.
      expectRefusal(await get('/_gate/../docs/intro'), 302);
      expectRefusal(await get('/_gate/..%2Fassets%2Fjs%2Fmain.abc.js'), 401);
      expect((await get('/_gate/sign-in', { method: 'POST' })).status).toBe(405);
    });
  });
});

describe('the Node gate’s own options (a clock, a fetch, a sign-in folder)', () => {
  it('refuses an expired session, allowing 5 s of clock skew', async () => {
    const exp = decodeJwt(session).exp ?? 0;
    const at = (seconds: number) =>
      createDocsGate({
        root: fixture.root,
        projectId: emulator.projectId,
        baseUrl: emulator.url,
        signInDir: fixture.signInDir,
        now: () => seconds * 1000,
      });
    const expired = at(exp + 6);
    for (const kind of kinds()) {
      const answer = await send(expired, kind.path, {
        token: session,
        headers: { accept: kind.accept },
      });
      expectRefusal(answer, kind.page ? 302 : 401);
    }
    expect((await send(at(exp + 4), '/docs/intro', { token: session })).status).toBe(200);
  });

  it('answers 503 with an explanation when the sign-in page is not built', async () => {
    const unbuilt = createDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: `${fixture.base}/no-such-dir`,
    });
    const answer = await send(unbuilt, '/_gate/sign-in');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatch(/not built/);
    expect(answer.body).toMatch(/npm run build -w @gatehouse\/docs-gate/);
    expect((await send(unbuilt, '/_gate/config.json')).status).toBe(200);
  });
});
