import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_READER, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_PATH } from '../access';
import { createDocsGate, type DocsGate, type GateWiring } from './gate';
import { SMALL_FILE_BYTES } from './site-files';
import {
  type AudienceFile,
  type AudienceFixture,
  createAudienceFixture,
} from './test/audience-fixture';
import { type GateHost, HOSTS, startHost } from './test/hosts';
import { ORIGIN, type Sent, send } from './test/requests';
import { signIn } from './test/tokens';

// The gate enforcing a build's manifest, against the real emulator's demo accounts: every kind
// of file, as each kind of reader, with exact statuses and nothing of the docs in a refusal, on
// both hosts (the Node gate, the Worker in workerd); then what only the Node gate has (its
// wiring, its file map, its clock).

const GLOBEX_ADMIN = { loginId: 'admin@globex.test', password: DEMO_ADMIN.password };

type Who = 'nobody' | 'reader' | 'admin' | 'globex';

let emulator: RunningEmulator;
let fixture: AudienceFixture;
let gate: DocsGate | GateHost;
const tokens: Record<Who, string | undefined> = {
  nobody: undefined,
  reader: undefined,
  admin: undefined,
  globex: undefined,
};

const makeGate = (wiring?: GateWiring, fetchKeys?: typeof fetch) =>
  createDocsGate(
    {
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: join(fixture.base, 'no-sign-in-page'),
      ...(fetchKeys && { fetch: fetchKeys }),
    },
    wiring,
  );

beforeAll(async () => {
  emulator = await startEmulator();
  fixture = createAudienceFixture();
  tokens.reader = (await signIn(emulator, DEMO_READER)).sessionJwt;
  tokens.admin = (await signIn(emulator, DEMO_ADMIN)).sessionJwt;
  tokens.globex = (await signIn(emulator, GLOBEX_ADMIN)).sessionJwt;
});

afterAll(async () => {
  await emulator?.stop();
  fixture?.remove();
});

/** A request as one of the readers (their session cookie), or with the token given. */
const sendAs = (
  target: DocsGate | GateHost,
  path: string,
  who: Who,
  init: { method?: string; headers?: Record<string, string>; token?: string } = {},
) => send(target, path, { ...init, token: init.token ?? tokens[who] });

const ask = (file: Pick<AudienceFile, 'path' | 'page'>, who: Who, target = gate) =>
  sendAs(target, file.path, who, { headers: { accept: file.page ? 'text/html' : '*/*' } });

/** Every marker of the fixture: a refusal holds none of them (it holds nothing at all). */
const markers = () => Object.values(fixture.files).map((entry) => entry.marker);

function expectEmptyRefusal(answer: Sent, status: number, what: string) {
  expect(answer.status, what).toBe(status);
  expect(answer.body, what).toBe('');
  expect(answer.headers.get('cache-control'), what).toBe('private, no-store');
  expect(answer.headers.get('vary'), what).toBe('Cookie');
}

// [file, nobody, reader, admin, globex]: 200 served, 302 to sign-in, 401, 403 (the page for a
// navigation, empty otherwise), 404.
const TABLE: Array<
  [
    keyof AudienceFixture['files'] | 'missingPage' | 'missingFile' | 'manifest',
    number,
    number,
    number,
    number,
  ]
> = [
  ['home', 200, 200, 200, 200],
  ['guide', 302, 200, 200, 200],
  ['adminPage', 302, 403, 200, 200],
  ['acmePage', 302, 200, 200, 403],
  ['homeChunk', 200, 200, 200, 200],
  ['adminChunk', 401, 403, 200, 200],
  ['acmeChunk', 401, 200, 200, 403],
  ['adminProps', 401, 403, 200, 200],
  ['logo', 200, 200, 200, 200],
  ['adminImage', 401, 403, 200, 200],
  ['code', 200, 200, 200, 200],
  // Not cut down (derive: null): only for a reader who may open every page.
  ['version', 401, 403, 200, 403],
  ['unlisted', 401, 200, 200, 200],
  ['notFound', 200, 200, 200, 200],
  ['missingPage', 302, 404, 404, 404],
  ['missingFile', 401, 404, 404, 404],
  ['manifest', 401, 404, 404, 404],
];

const extra: Record<string, Pick<AudienceFile, 'path' | 'page' | 'marker'>> = {
  missingPage: { path: '/admin/missing', page: true, marker: '' },
  missingFile: { path: '/assets/js/missing.9z.js', page: false, marker: '' },
  manifest: { path: `/${MANIFEST_PATH}`, page: false, marker: '' },
};

describe.each(HOSTS)('on the %s host', (host) => {
  beforeAll(async () => {
    gate = await startHost(host, {
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      wiring: { derive: null },
    });
  });
  afterAll(async () => {
    if ('stop' in gate) await gate.stop();
  });

  describe('each file kind as each reader', () => {
    const readers: Who[] = ['nobody', 'reader', 'admin', 'globex'];
    // The Worker always cuts derived files down with the package's own derive (the real build's
    // derived files are its case: edge.test.ts); the Node gate here is wired with none.
    const rows = TABLE.filter(([name]) => host === 'node' || name !== 'version');
    it.each(rows)(
      '%s: nobody %i, reader %i, admin %i, Globex admin %i',
      async (name, ...statuses) => {
        const entry =
          name in fixture.files
            ? fixture.files[name as keyof AudienceFixture['files']]
            : (extra[name] as AudienceFile);
        for (const [index, who] of readers.entries()) {
          const status = statuses[index];
          const answer = await ask(entry, who);
          const what = `${name} as ${who}`;
          expect(answer.status, what).toBe(status);
          if (status === 200) {
            expect(answer.body, what).toContain(entry.marker);
            expect(answer.headers.get('vary'), what).toBe('Cookie');
            expect(answer.headers.get('cache-control'), what).toBe('private');
          } else if (status === 404) {
            // The site's own 404 page (public), and nothing of the file asked for.
            expect(answer.body, what).toContain(fixture.files.notFound.marker);
            if (entry.marker) expect(answer.body, what).not.toContain(entry.marker);
          } else if (status === 403 && entry.page) {
            expect(answer.headers.get('content-type'), what).toBe('text/html; charset=utf-8');
            expect(answer.headers.get('cache-control'), what).toBe('private, no-store');
            for (const marker of markers()) expect(answer.body, what).not.toContain(marker);
          } else {
            expectEmptyRefusal(answer, status as number, what);
          }
        }
      },
    );
  });

  describe('the 403 page', () => {
    it('says who the page is for and who the reader is, with a way home and a way to switch', async () => {
      const answer = await ask(fixture.files.adminPage, 'reader');
      expect(answer.status).toBe(403);
      const text = answer.body.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      expect(text).toContain('This page is not open to your account');
      expect(text).toContain('This page is for readers with the role Tenant Admin.');
      expect(text).toContain(
        'You are signed in as user U2demo0030 in tenant T2acme, with the role Viewer.',
      );
      expect(answer.body).toContain('<a class="primary" href="/">Back to the docs home</a>');
      expect(answer.body).toContain(
        '<a href="/_gate/sign-in?return=%2Fadmin%2Fkeys&amp;switch=1">Sign in as someone else</a>',
      );
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      // No script runs in it, and nothing of the docs is in it.
      expect(answer.body).not.toContain('<script');
    });

    it('tells the other tenant’s reader which tenant the page is for', async () => {
      const answer = await ask(fixture.files.acmePage, 'globex');
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('This page is for readers in the tenant T2acme.');
      expect(answer.body).toContain('in tenant T2globex, with the role Tenant Admin');
    });

    it('keeps the query on the way back, and answers HEAD with no body', async () => {
      const answer = await sendAs(gate, '/admin/keys?tab=a', 'reader');
      expect(answer.body).toContain('return=%2Fadmin%2Fkeys%3Ftab%3Da');
      const head = await sendAs(gate, '/admin/keys', 'reader', { method: 'HEAD' });
      expect(head.status).toBe(403);
      expect(head.body).toBe('');
    });

    it('is an empty 403 for a page asked for by another method', async () => {
      expectEmptyRefusal(
        await sendAs(gate, '/admin/keys', 'reader', { method: 'POST' }),
        403,
        'POST',
      );
    });
  });
});

describe('on the Node gate only', () => {
  beforeAll(() => {
    gate = makeGate({ derive: null });
  });

  describe('public files', () => {
    it('are served without verifying the cookie: no key is fetched, a bad token changes nothing', async () => {
      let keyFetches = 0;
      const counting = makeGate(undefined, (input, init) => {
        keyFetches += 1;
        return fetch(input, init);
      });
      for (const token of [tokens.admin, 'not.a.jwt']) {
        const answer = await sendAs(counting, '/', 'nobody', { token });
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(fixture.files.home.marker);
        expect((await sendAs(counting, fixture.files.code.path, 'nobody', { token })).status).toBe(
          200,
        );
      }
      expect(keyFetches).toBe(0);
      // The control: a signed-in page does verify.
      expect((await sendAs(counting, '/guide', 'admin')).status).toBe(200);
      expect(keyFetches).toBe(1);
    });
  });

  describe('derived files', () => {
    const derivedRoutes = (body: string) => JSON.parse(body) as string[];

    it('go to each reader class as its own variant when derive is wired, each made once', async () => {
      const calls: string[] = [];
      const derived = makeGate({
        derive: (kind, original, mayOpen) => {
          const routes = Object.keys(fixture.manifest.routes).filter(mayOpen);
          calls.push(`${kind}:${routes.join(',')}`);
          expect(new TextDecoder().decode(original)).toContain(fixture.files.version.marker);
          return new TextEncoder().encode(JSON.stringify(routes));
        },
      });
      const path = fixture.files.version.path;
      const expected: Record<Who, string[]> = {
        nobody: ['/'],
        reader: ['/', '/guide', '/acme/handbook'],
        admin: ['/', '/guide', '/admin/keys', '/acme/handbook'],
        globex: ['/', '/guide', '/admin/keys'],
      };
      const etags = new Set<string>();
      for (const who of Object.keys(expected) as Who[]) {
        const answer = await sendAs(derived, path, who);
        expect(answer.status, who).toBe(200);
        expect(derivedRoutes(answer.body), who).toEqual(expected[who]);
        expect(answer.headers.get('cache-control')).toBe('private, no-cache');
        expect(answer.headers.get('vary')).toBe('Cookie');
        expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.body)));
        etags.add(answer.headers.get('etag') ?? '');
        // The variant's ETag answers 304 for the same class only.
        const again = await sendAs(derived, path, who, {
          headers: { 'if-none-match': answer.headers.get('etag') ?? '' },
        });
        expect(again.status).toBe(304);
      }
      expect(etags.size).toBe(4);
      const adminTag = (await sendAs(derived, path, 'admin')).headers.get('etag') ?? '';
      const readerAsked = await sendAs(derived, path, 'reader', {
        headers: { 'if-none-match': adminTag },
      });
      expect(readerAsked.status).toBe(200);
      expect(calls).toHaveLength(4);
      expect(calls.every((call) => call.startsWith('version-metadata:'))).toBe(true);
    });

    it('fail closed with derive: null: only a reader who may open every page gets the whole file', async () => {
      expect((await ask(fixture.files.version, 'admin')).body).toContain(
        fixture.files.version.marker,
      );
      expectEmptyRefusal(await ask(fixture.files.version, 'reader'), 403, 'reader');
      expectEmptyRefusal(await ask(fixture.files.version, 'globex'), 403, 'Globex admin');
      expectEmptyRefusal(await ask(fixture.files.version, 'nobody'), 401, 'nobody');
    });
  });

  describe('the file map made at start', () => {
    it('serves small files from memory, and a file added after start is not there', async () => {
      const gone = fixture.files.logo;
      const started = makeGate();
      rmSync(join(fixture.root, gone.file));
      writeFileSync(join(fixture.root, 'img', 'late.svg'), '<svg/>');
      try {
        const answer = await ask(gone, 'nobody', started);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(gone.marker);
        expect((await sendAs(started, '/img/late.svg', 'admin')).status).toBe(404);
      } finally {
        writeFileSync(
          join(fixture.root, gone.file),
          `<svg xmlns="http://www.w3.org/2000/svg"><title>${gone.marker}</title></svg>`,
        );
        rmSync(join(fixture.root, 'img', 'late.svg'));
      }
    });

    it('streams a file too large to keep, byte for byte, ranges included', async () => {
      const big = join(fixture.root, 'assets', 'video.bin');
      const bytes = Buffer.alloc(SMALL_FILE_BYTES + 4096, 0);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
      writeFileSync(big, bytes);
      try {
        const started = makeGate();
        const response = await started.fetch(
          new Request(`${ORIGIN}/assets/video.bin`, { headers: { cookie: `DS=${tokens.admin}` } }),
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-length')).toBe(String(bytes.length));
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
        const tail = await started.fetch(
          new Request(`${ORIGIN}/assets/video.bin`, {
            headers: { cookie: `DS=${tokens.admin}`, range: 'bytes=-10' },
          }),
        );
        expect(tail.status).toBe(206);
        expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);
      } finally {
        rmSync(big);
      }
    });

    it('never lists the manifest, not even through a symlink into its folder', async () => {
      const link = join(fixture.root, 'assets', 'meta');
      symlinkSync(join(fixture.root, '.gatehouse'), link);
      symlinkSync(join(fixture.root, MANIFEST_PATH), join(fixture.root, 'manifest.json'));
      try {
        const linked = makeGate();
        for (const path of ['/assets/meta/manifest.json', '/manifest.json']) {
          const answer = await sendAs(linked, path, 'admin');
          expect(answer.status, path).toBe(404);
          expect(answer.body).not.toContain('"routes"');
        }
      } finally {
        rmSync(link);
        rmSync(join(fixture.root, 'manifest.json'));
      }
    });

    it('refuses to start on a bad manifest, saying which file and what is wrong', () => {
      const path = join(fixture.root, MANIFEST_PATH);
      const good = JSON.stringify(fixture.manifest);
      try {
        writeFileSync(path, JSON.stringify({ ...fixture.manifest, routes: { '/': 'admins' } }));
        expect(() => makeGate()).toThrow(/manifest\.json is not a site manifest/);
        expect(() => makeGate()).toThrow(/routes\.\/: is not an audience key/);
        writeFileSync(path, '{ not json');
        expect(() => makeGate()).toThrow(/manifest\.json is not JSON/);
      } finally {
        writeFileSync(path, good);
      }
    });
  });
});
