import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectedPackages, runWithProgress, unpacked } from '../install-progress.mjs';

// A first `npm install` prints nothing for minutes; `npm run setup` counts the packages npm
// has unpacked against the lockfile's and says so while it waits.

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with a lockfile of these entries. */
function project(packages) {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-install-'));
  roots.push(root);
  writeFileSync(
    join(root, 'package-lock.json'),
    JSON.stringify({ packages: { '': {}, ...packages } }),
  );
  return root;
}

const LOCK = {
  'node_modules/a': { version: '1.0.0' },
  'node_modules/a/node_modules/b': { version: '2.0.0' },
  'node_modules/linux-only': { version: '1.0.0', os: ['linux'], cpu: ['x64'] },
  'node_modules/linux-musl': { version: '1.0.0', os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'node_modules/darwin-only': { version: '1.0.0', os: ['darwin'], optional: true },
  'node_modules/@scope/workspace': { link: true, resolved: 'packages/workspace' },
  'packages/workspace': { version: '0.0.0' },
};

describe('install progress', () => {
  it("expects the lockfile's packages that install on this platform, not links", () => {
    const glibc = { platform: 'linux', arch: 'x64', libc: 'glibc' };
    expect(expectedPackages(project(LOCK), glibc)).toEqual([
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/linux-only',
    ]);
    expect(expectedPackages(project(LOCK), { platform: 'darwin', arch: 'arm64' })).toEqual([
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/darwin-only',
    ]);
  });

  it('counts a package as unpacked once its package.json is there, not its empty folder', () => {
    const root = project(LOCK);
    mkdirSync(join(root, 'node_modules/a/node_modules/b'), { recursive: true });
    writeFileSync(join(root, 'node_modules/a/package.json'), '{}');
    expect(unpacked(root, ['node_modules/a', 'node_modules/a/node_modules/b'])).toBe(1);
  });

  it('prints the count while the install runs, and ends with its exit code', async () => {
    const root = project({ 'node_modules/a': {}, 'node_modules/b': {} });
    // A stand-in for npm: fetches a while, unpacks one package, then the other, then ends.
    const unpack = (name) =>
      `require('fs').mkdirSync('node_modules/${name}',{recursive:true});` +
      `require('fs').writeFileSync('node_modules/${name}/package.json','{}');`;
    const later = (ms, then) => `setTimeout(() => { ${then} }, ${ms});`;
    const npm = later(400, unpack('a') + later(400, unpack('b') + later(400, 'process.exit(3)')));
    const lines = [];
    const code = await runWithProgress(process.execPath, ['-e', npm], {
      root,
      everyMs: 150,
      print: (line) => lines.push(line),
    });
    expect(code).toBe(3);
    expect(lines[0]).toMatch(/^Installing about 2 packages/);
    expect(lines[1]).toMatch(/^ {2}fetching the packages, none unpacked yet, \d+ s$/);
    const counts = lines.slice(1).map((line) => Number(/(\d+) of 2/.exec(line)?.[1] ?? 0));
    expect(counts).toContain(1);
    expect(lines.slice(1).every((line) => / s$/.test(line))).toBe(true);
    expect(counts.at(-1)).toBe(2);
  });
});
