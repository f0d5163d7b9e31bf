import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../test/emulator';

// The provider's CDN from loopback (issue 26): the installed UI library's dist/umd byte for
// byte at the path its clients build from `base-cdn-url`, config.json naming that version,
// and the CORS the provider's clients need on another loopback origin.

const emulator = useEmulator();
const UI = '@descope/web-components-ui';
const uiRoot = dirname(createRequire(import.meta.url).resolve(`${UI}/package.json`));
const uiVersion = (
  JSON.parse(readFileSync(join(uiRoot, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const base = () => `${emulator.url}/npm/${UI}@${uiVersion}/dist/umd`;
const PAGE_ORIGIN = 'http://localhost:5999';

describe('GET /npm/{package}@{version}/...', () => {
  it('serves the UI library unchanged, with the types its loader needs, to any origin', async () => {
    for (const [file, type] of [
      ['index.js', 'text/javascript; charset=utf-8'],
      ['DescopeDev.js', 'text/javascript; charset=utf-8'],
      ['fonts/font-38673212.woff', 'font/woff'],
    ] as const) {
      const response = await fetch(`${base()}/${file}`, { headers: { origin: PAGE_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(readFileSync(join(uiRoot, 'dist/umd', file)))).toBe(true);
    }
  });

  it('serves every file of dist/umd byte for byte', async () => {
    const files = readdirSync(join(uiRoot, 'dist/umd'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(uiRoot, 'dist/umd'), join(entry.parentPath, entry.name)));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const response = await fetch(`${base()}/${file}`);
      expect({ file, status: response.status }).toEqual({ file, status: 200 });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(readFileSync(join(uiRoot, 'dist/umd', file)))).toBe(true);
    }
  });

  it("serves the provider clients' bundles", async () => {
    const wc = createRequire(import.meta.url).resolve('@descope/web-component/package.json');
    const { version } = JSON.parse(readFileSync(wc, 'utf8')) as { version: string };
    const response = await fetch(
      `${emulator.url}/npm/@descope/web-component@${version}/dist/index.js`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('config.json names the installed version', async () => {
    const { body } = await emulator.call(`/pages/${emulator.projectId}/v2-beta/config.json`);
    expect(body.componentsVersion).toBe(uiVersion);
  });

  it('refuses another version, naming the installed one, and packages it does not serve', async () => {
    const other = await emulator.call(`/npm/${UI}@1.0.0/dist/umd/index.js`);
    expect(other.status).toBe(404);
    expect(other.body.errorMessage).toContain(`the installed version is ${uiVersion}`);
    const foreign = await emulator.call('/npm/@descope/node-sdk@2.13.0/dist/index.esm.js');
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorMessage).toContain('is not served here');
  });

  it.each([
    'dist/umd/../../package.json',
    'dist/umd/%2e%2e/%2e%2e/package.json',
    'dist/umd/..%2f..%2fpackage.json',
    'dist/umd/%2E%2E%2F%2E%2E%2Fpackage.json',
    'dist/umd/..%5c..%5cpackage.json',
    'dist/umd/.hidden.js',
    'dist/umd//index.js',
    'dist/umd/index.js%00.js',
    'src/index.js',
    'package.json',
    'dist/umd/index.d.ts',
  ])('never serves a file outside dist/umd or of another kind: %s', async (path) => {
    const response = await fetch(`${base().replace(/\/dist\/umd$/, '')}/${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name": "@descope/web-components-ui"');
  });
});

describe('CORS for the provider clients on another loopback origin', () => {
  it('lets the page send their headers with credentials, and read the nonce and x-geo', async () => {
    const preflight = await fetch(`${emulator.url}/v1/flow/next`, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,content-type,x-descope-sdk-name,x-descope-sdk-version,x-descope-sdk-session-id,x-descope-project-id,x-descope-refresh-cookie-name,x-descope-trusted-device-token,x-descope-flow-nonce,x-descope-widget-type,x-descope-widget-id,x-descope-widget-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['x-descope-trusted-device-token', 'x-descope-flow-nonce']) {
      expect(allowed).toContain(header);
    }
    const start = await fetch(`${emulator.url}/v1/flow/start`, {
      method: 'POST',
      headers: {
        origin: PAGE_ORIGIN,
        authorization: `Bearer ${emulator.projectId}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ flowId: 'sign-in' }),
    });
    expect(start.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
    const exposed = (start.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('x-descope-flow-nonce');
    expect(exposed).toContain('x-geo');
  });
});
