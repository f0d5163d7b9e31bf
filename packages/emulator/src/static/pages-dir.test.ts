import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../start';
import { parseHtml } from '../test/html';
import { rawRequest } from '../test/raw-request';
import { MAX_PAGE_FILE_BYTES, pageSegments } from './pages-dir';

// A customer's own content folder (`pagesDir`, `--pages`), served over the built-ins: its
// files win, a file it lacks is the built-in one, and nothing outside it is ever served.

const root = mkdtempSync(join(tmpdir(), 'gatehouse-pages-'));
const pages = join(root, 'pages');
const outside = join(root, 'outside');
const SECRET = 'SECRET-OUTSIDE-THE-FOLDER';
let emulator: RunningEmulator;
let base: string;

const get = (path: string) => rawRequest(`${base}/${path}`);

beforeAll(async () => {
  mkdirSync(join(pages, 'user-management-widget', 'my-widget'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.html'), SECRET);
  writeFileSync(join(outside, 'secret.json'), JSON.stringify({ secret: SECRET }));
  writeFileSync(
    join(pages, 'sign-in.html'),
    '<descope-text variant="h1">Our sign-in</descope-text>',
  );
  writeFileSync(
    join(pages, 'user-management-widget', 'my-widget', 'root.html'),
    '<descope-container id="ROOT"><descope-text data-id="title">Our people</descope-text></descope-container>',
  );
  writeFileSync(
    join(pages, 'config.json'),
    JSON.stringify({ componentsVersion: '9.9.9', flows: {} }),
  );
  writeFileSync(join(pages, 'notes.txt'), SECRET);
  writeFileSync(join(pages, '.hidden.html'), SECRET);
  writeFileSync(join(pages, 'big.html'), 'x'.repeat(MAX_PAGE_FILE_BYTES + 1));
  symlinkSync(join(outside, 'secret.html'), join(pages, 'link-out.html'));
  symlinkSync(join(outside, 'secret.html'), join(pages, 'welcome.html'));
  symlinkSync('../outside/secret.json', join(pages, 'theme.json'));
  symlinkSync(outside, join(pages, 'linked-dir'));
  symlinkSync(join(pages, 'sign-in.html'), join(pages, 'link-in.html'));
  emulator = await startEmulator({ pagesDir: pages });
  base = `${emulator.url}/pages/${emulator.projectId}/v2-beta`;
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('pageSegments', () => {
  it('takes plain relative paths of safe segments to .html or .json files', () => {
    expect(pageSegments('sign-in.html')).toEqual(['sign-in.html']);
    expect(pageSegments('user-management-widget/w_1/root-fr.html')).toEqual([
      'user-management-widget',
      'w_1',
      'root-fr.html',
    ]);
    expect(pageSegments('T2acme/theme.json')).toEqual(['T2acme', 'theme.json']);
  });

  it.each([
    '../secret.html',
    'a/../../secret.html',
    './sign-in.html',
    '..',
    '/etc/secret.html',
    '//etc/secret.html',
    'a\\..\\secret.html',
    'C:/secret.html',
    'a//b.html',
    '.hidden.html',
    'sign-in.html\0.txt',
    'notes.txt',
    'sign-in.htm',
    'a/b/c/d/e.html',
    '',
  ])('refuses %j', (path) => {
    expect(pageSegments(path)).toBeUndefined();
  });
});

describe('a pages folder', () => {
  it("serves the customer's screens, widget pages and config over the built-ins", async () => {
    const screen = await get('sign-in.html');
    expect(screen.status).toBe(200);
    expect(screen.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(screen.text).toBe('<descope-text variant="h1">Our sign-in</descope-text>');
    const widget = await get('user-management-widget/my-widget/root.html');
    expect(parseHtml(widget.text).querySelector('[data-id="title"]')?.textContent).toBe(
      'Our people',
    );
    const config = await get('config.json');
    expect(config.headers['content-type']).toBe('application/json');
    expect(config.json).toEqual({ componentsVersion: '9.9.9', flows: {} });
  });

  it('falls back to the built-in for a file it lacks, and for its own locale of a page it has not', async () => {
    const other = await get('user-management-widget/other-widget/root.html');
    expect(other.status).toBe(200);
    expect(parseHtml(other.text).querySelector('descope-grid')?.getAttribute('data-id')).toBe(
      'users-table',
    );
    expect((await get('email-code.html')).status).toBe(200);
    // Its own sign-in has no French: the client falls back to it, never to ours in French.
    expect((await get('sign-in-fr.html')).status).toBe(404);
    expect((await get('user-management-widget/my-widget/root-fr.html')).status).toBe(404);
    expect((await get('user-management-widget/other-widget/root-fr.html')).status).toBe(200);
  });

  it('reads each file when asked: an edit, a new file and a removal show without a restart', async () => {
    const file = join(pages, 'password.html');
    writeFileSync(file, '<descope-text variant="h1">First</descope-text>');
    expect((await get('password.html')).text).toContain('First');
    writeFileSync(file, '<descope-text variant="h1">Second</descope-text>');
    expect((await get('password.html')).text).toContain('Second');
    unlinkSync(file);
    const builtIn = await get('password.html');
    expect(parseHtml(builtIn.text).querySelector('descope-password')?.getAttribute('name')).toBe(
      'password',
    );
  });

  it.each([
    '../outside/secret.html',
    '../../outside/secret.html',
    '%2e%2e/outside/secret.html',
    '.%2e/outside/secret.html',
    '%2e%2e%2foutside%2fsecret.html',
    '..%2Foutside%2Fsecret.html',
    '..%5Coutside%5Csecret.html',
    '..\\outside\\secret.html',
    `${encodeURIComponent(join(outside, 'secret.html'))}`,
    `/${join(outside, 'secret.html')}`,
    'link-out.html',
    'linked-dir/secret.html',
    'linked-dir/secret.json',
    'notes.txt',
    '.hidden.html',
    'sign-in.html%00.txt',
    'user-management-widget/my-widget/..%2F..%2F..%2Foutside%2Fsecret.html',
  ])('never serves a file outside the folder, a hidden one or another kind: %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(SECRET);
  });

  it('serves the built-in where a name in the folder is a link leaving it', async () => {
    const welcome = await get('welcome.html');
    expect(welcome.status).toBe(200);
    expect(welcome.text).not.toContain(SECRET);
    expect(parseHtml(welcome.text).querySelector('descope-text[variant="h1"]')?.textContent).toBe(
      'Sign in or sign up',
    );
    const theme = await get('theme.json');
    expect(theme.text).not.toContain(SECRET);
    expect(Object.keys(theme.json)).toEqual(['light', 'dark']);
  });

  it('follows a link that stays inside the folder', async () => {
    expect((await get('link-in.html')).text).toContain('Our sign-in');
  });

  it('refuses a file over the size cap with an error, never a cut page', async () => {
    const big = await get('big.html');
    expect(big.status).toBe(500);
    expect(big.json).toMatchObject({ errorDescription: 'Page file is too large' });
  });

  it('must exist when the emulator starts', async () => {
    await expect(startEmulator({ pagesDir: join(root, 'missing') })).rejects.toThrow(
      /pages folder .*missing does not exist/,
    );
    await expect(startEmulator({ pagesDir: join(pages, 'sign-in.html') })).rejects.toThrow(
      /is not a folder/,
    );
  });
});
