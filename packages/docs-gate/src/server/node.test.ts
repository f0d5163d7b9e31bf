import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsGate } from './gate';
import { type RunningDocsGate, serveDocsGate } from './serve';
import { createFixture, type Fixture } from './test/fixture';
import { HOSTS } from './test/hosts';
import { signIn } from './test/tokens';
import { startWorkerHost, type WorkerHost } from './test/worker-host';

// The Node adapter through real HTTP servers on loopback. Paths are sent byte for byte
// (node:http does not normalise them, unlike fetch), so the gate sees the tricks themselves;
// the tricks go to the Worker too, over Miniflare's HTTP into workerd.

let emulator: RunningEmulator;
let fixture: Fixture;
let served: RunningDocsGate;
let worker: WorkerHost;
let session: string;

beforeAll(async () => {
  emulator = await startEmulator();
  fixture = createFixture();
  session = (await signIn(emulator)).sessionJwt;
  served = await serveDocsGate({
    root: fixture.root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    signInDir: fixture.signInDir,
  });
  worker = await startWorkerHost({
    assets: fixture.root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
  });
});

afterAll(async () => {
  await worker?.stop();
  await served?.close();
  await emulator?.stop();
  fixture?.remove();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with its path exactly as given. */
function raw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const noSecrets = (body: string) => {
  for (const secret of fixture.secrets) expect(body).not.toContain(secret);
};

describe('the Node adapter', () => {
  it('serves signed-in readers and refuses the rest, with the gate headers', async () => {
    const page = fixture.files.find((file) => file.path === '/docs/intro')!;
    const ok = await raw(served.url, '/docs/intro', { headers: { cookie: `DS=${session}` } });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain(page.marker);
    expect(ok.headers['cache-control']).toBe('private');
    expect(ok.headers.vary).toBe('Cookie');

    const away = await raw(served.url, '/docs/intro', { headers: { accept: 'text/html' } });
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe('/_gate/sign-in?return=%2Fdocs%2Fintro');
    expect(away.headers['cache-control']).toBe('private, no-store');
    noSecrets(away.body);

    const chunk = await raw(served.url, '/assets/js/main.abc.js');
    expect(chunk.status).toBe(401);
    expect(chunk.body).toBe('');
  });

  it('answers everything itself when mounted with next, as in Express', async () => {
    const gate = createDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: fixture.signInDir,
    });
    let nextCalls = 0;
    const server = createServer((req, res) =>
      gate.node(req, res, () => {
        nextCalls += 1;
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await raw(url, '/_gate/config.json')).status).toBe(200);
      expect((await raw(url, '/img/logo.svg')).status).toBe(401);
      expect((await raw(url, '/nothing/here')).status).toBe(302);
      expect(
        (await raw(url, '/img/logo.svg', { headers: { cookie: `DS=${session}` } })).status,
      ).toBe(200);
      expect(nextCalls).toBe(0);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });
});

describe.each(HOSTS)('raw HTTP to the %s host', (host) => {
  const url = () => (host === 'node' ? served.url : worker.url);

  it('gates the raw path tricks: dot segments, encoded dots, double slashes', async () => {
    for (const path of [
      '/%2e%2e/%2e%2e/secret.txt',
      '/docs/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/docs/../../secret.txt',
      '//assets//js//main.abc.js',
      '/assets/js/main.abc.js?x=',
      // A symlink out of the build is the filesystem's matter (a Worker serves what was uploaded).
      ...(host === 'node' ? ['/leak.txt'] : []),
    ]) {
      const answer = await raw(url(), path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toBe('');
      const signedIn = await raw(url(), path, { headers: { cookie: `DS=${session}` } });
      expect(signedIn.body, path).not.toContain(fixture.markers.outside);
    }
    const page = await raw(url(), '/%2e%2e/docs/./intro/index.html');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/_gate/sign-in?return=%2Fdocs%2Fintro');
  });

  it('never redirects off-site, whatever the request target', async () => {
    for (const path of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test/docs',
      '/%2F%2Fevil.test',
    ]) {
      const answer = await raw(url(), path, { headers: { accept: 'text/html' } });
      noSecrets(answer.body);
      // A backslash in the path is refused by Node's request conversion (400), an absolute-form
      // target by Miniflare's local server (a bare 500, before the Worker runs: not the gate's,
      // which always says Vary); anything else goes to the sign-in page with a same-origin
      // return path.
      if (answer.status === 400) continue;
      if (host === 'worker' && answer.status === 500 && answer.headers.vary === undefined) continue;
      expect(answer.status, path).toBe(302);
      const location = String(answer.headers.location);
      expect(location.startsWith('/_gate/sign-in?return=')).toBe(true);
      const back = new URL(location, 'http://docs.test').searchParams.get('return') ?? '';
      expect(back.startsWith('/') && !back.startsWith('//')).toBe(true);
    }
  });

  it('answers HEAD and ranges over HTTP like the fetch handler', async () => {
    const head = await raw(url(), '/search-index.json', {
      method: 'HEAD',
      headers: { cookie: `DS=${session}` },
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toBe('');
    const part = await raw(url(), '/assets/css/styles.css', {
      headers: { cookie: `DS=${session}`, range: 'bytes=0-1' },
    });
    expect(part.status).toBe(206);
    expect(part.body).toBe('/*');
    const anonymous = await raw(url(), '/assets/css/styles.css', {
      headers: { range: 'bytes=0-1' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toBe('');
  });
});

describe('serveDocsGate', () => {
  it('refuses bad listen options, naming them', async () => {
    const options = { root: fixture.root, projectId: 'P2Test', baseUrl: 'http://127.0.0.1:4500' };
    await expect(serveDocsGate({ ...options, port: 70_000 })).rejects.toThrow(/port:/);
    await expect(serveDocsGate({ ...options, host: '' })).rejects.toThrow(/host:/);
  });

  it('stops when closed', async () => {
    const gate = await serveDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
    });
    expect(gate.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await gate.close();
    await expect(fetch(`${gate.url}/`)).rejects.toThrow();
  });
});
