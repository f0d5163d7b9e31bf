import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EDGE_SIGN_IN_DIR } from '../access';
import { copyEdgeSignInPage } from './edge-sign-in';

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'docs-gate-edge-sign-in-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

it('copies the built page and its chunks into the build, and nothing a symlink points at', () => {
  const page = join(base, 'sign-in');
  const build = join(base, 'build');
  write(join(page, 'index.html'), '<!doctype html>sign in');
  write(join(page, 'chunks', 'phone-ABC.js'), 'chunk');
  write(join(base, 'docs', 'secret.html'), 'DOCS');
  symlinkSync(join(base, 'docs'), join(page, 'docs'));
  symlinkSync(join(base, 'docs', 'secret.html'), join(page, 'secret.html'));
  // A copy from an earlier build is replaced, not added to.
  write(join(build, EDGE_SIGN_IN_DIR, 'stale.js'), 'old');

  expect(copyEdgeSignInPage(page, build)).toBe(2);
  const copied = join(build, EDGE_SIGN_IN_DIR);
  expect(readFileSync(join(copied, 'index.html'), 'utf8')).toBe('<!doctype html>sign in');
  expect(readFileSync(join(copied, 'chunks', 'phone-ABC.js'), 'utf8')).toBe('chunk');
  for (const gone of ['docs', 'secret.html', 'stale.js']) {
    expect(existsSync(join(copied, gone)), gone).toBe(false);
  }
});

it('copies nothing when the page is not built, so the Worker says how to build it', () => {
  const build = join(base, 'build');
  write(join(build, EDGE_SIGN_IN_DIR, 'index.html'), 'old page');
  expect(copyEdgeSignInPage(join(base, 'no-page'), build)).toBe(0);
  expect(existsSync(join(build, EDGE_SIGN_IN_DIR))).toBe(false);
});
