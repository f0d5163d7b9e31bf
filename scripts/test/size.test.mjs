import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCalling, appUsing } from '../size/app-code.mjs';
import { sumFetched } from '../size/first-screen.mjs';
import {
  buildApp,
  figuresOf,
  gzipSize,
  measureApp,
  scratchDir,
  upFrontFiles,
} from '../size/measure.mjs';
import { gapOf, markdownTable, overBudget, rowOf } from '../size/table.mjs';

// `npm run size`'s measuring functions on tiny apps built with the real Vite: a package in a
// scratch node_modules whose entry imports one module statically and loads another on demand.

const KB = 1024;
let scratch;
let modules;

/** A file of `bytes` characters that gzip cannot shrink much (so sizes tell files apart). */
const noise = (bytes, seed) => {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return JSON.stringify(text.slice(0, bytes));
};

beforeAll(() => {
  // A node_modules of its own holding the tiny package: the app's scratch folder links to it.
  modules = mkdtempSync(join(tmpdir(), 'gatehouse-size-test-'));
  const pkg = join(modules, 'tiny');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: 'tiny', type: 'module', sideEffects: false, exports: './index.js' }),
  );
  // The entry's own code, a module it imports statically, and one it loads on demand.
  writeFileSync(
    join(pkg, 'index.js'),
    `import { shared } from './shared.js';\nexport const start = () => [shared, import('./later.js')];\nexport const unused = ${noise(3000, 1)};\n`,
  );
  writeFileSync(join(pkg, 'shared.js'), `export const shared = ${noise(2000, 2)};\n`);
  writeFileSync(
    join(pkg, 'later.js'),
    `import { shared } from './shared.js';\nexport const later = [shared, ${noise(4000, 3)}];\n`,
  );
  scratch = scratchDir(modules);
});

afterAll(() => {
  scratch?.remove();
  if (modules) rmSync(modules, { recursive: true, force: true });
});

describe('measuring an app as Vite builds it', () => {
  it('counts the entry up front and the chunk it loads on demand only all-in', async () => {
    const output = await buildApp({
      dir: scratch.dir,
      id: 'two',
      code: appCalling([['tiny', 'start']]),
    });
    const chunks = output.filter((file) => file.type === 'chunk');
    expect(chunks).toHaveLength(2);
    const lazy = chunks.find((file) => file.moduleIds.some((id) => id.endsWith('later.js')));
    expect(lazy.isEntry).toBe(false);

    const { upFront, allIn } = figuresOf(output);
    const gzipOf = (file) => gzipSize(Buffer.from(file.code));
    expect(upFront.files).toBe(1);
    expect(allIn.files).toBe(2);
    // Each file compressed on its own, as served.
    expect(upFront.gzip).toBe(gzipOf(chunks.find((file) => file.isEntry)));
    expect(allIn.gzip).toBe(upFront.gzip + gzipOf(lazy));
  });

  it('follows static imports transitively, with their stylesheets, and no dynamic ones', () => {
    const chunk = (fileName, imports, more = {}) => ({
      type: 'chunk',
      fileName,
      code: fileName.repeat(50),
      imports,
      isEntry: false,
      ...more,
    });
    const output = [
      chunk('entry.js', ['a.js', 'react'], { isEntry: true, dynamicImports: ['lazy.js'] }),
      chunk('a.js', ['b.js'], { viteMetadata: { importedCss: new Set(['a.css']) } }),
      chunk('b.js', ['entry.js']),
      chunk('lazy.js', ['b.js', 'c.js']),
      chunk('c.js', []),
      { type: 'asset', fileName: 'a.css', source: 'a{color:red}' },
      { type: 'asset', fileName: 'logo.svg.map', source: '{}' },
    ];
    expect(
      upFrontFiles(output)
        .map((file) => file.fileName)
        .sort(),
    ).toEqual(['a.css', 'a.js', 'b.js', 'entry.js']);
    const { upFront, allIn } = figuresOf(output);
    expect(upFront.files).toBe(4);
    // Every chunk and stylesheet, not the map.
    expect(allIn.files).toBe(6);
  });

  it('leaves out what the app does not use, and what the host has (external)', async () => {
    const used = await measureApp({
      dir: scratch.dir,
      id: 'used',
      code: appCalling([['tiny', 'start']]),
    });
    const all = await measureApp({ dir: scratch.dir, id: 'all', code: appUsing([['tiny', '*']]) });
    // `unused` (3000 characters of noise) ships only when the app keeps the whole module.
    expect(all.upFront.min - used.upFront.min).toBeGreaterThan(2900);
    const hosted = await measureApp({
      dir: scratch.dir,
      id: 'hosted',
      code: appCalling([['tiny', 'start']]),
      external: ['tiny'],
    });
    expect(hosted.allIn.files).toBe(1);
    expect(hosted.upFront.min).toBeLessThan(100);
  });
});

describe('the verdict on a line', () => {
  const line = {
    name: 'a widget',
    budget: { upFront: 10 * KB, files: 4, allIn: 20 * KB },
    target: { upFront: 8 * KB },
  };
  const figures = (upFront, files, allIn) => ({
    upFront: { gzip: upFront * KB, files, min: 0 },
    allIn: { gzip: allIn * KB, files: files + 1, min: 0 },
  });

  it('fails past the bytes up front, the files up front or the all-in bytes', () => {
    expect(overBudget(line, figures(10, 4, 20))).toEqual([]);
    expect(overBudget(line, figures(10.01, 4, 20))).toHaveLength(1);
    expect(overBudget(line, figures(10, 5, 20))).toEqual(['5 files up front > 4']);
    expect(overBudget(line, figures(10, 4, 20.5))).toHaveLength(1);
  });

  it("prints the gap to the issue's target beside a budget that holds today's figure", () => {
    expect(gapOf(line, figures(9, 6, 12))).toBe('+1.00 KB, +2 files');
    expect(gapOf(line, figures(8, 4, 12))).toBe('');
    const row = rowOf(line, figures(9, 6, 12), figures(3, 1, 40));
    expect(row).toEqual([
      'OVER',
      'a widget',
      '9.00 KB, 6 files',
      '10.00 KB, 4 files',
      '8.00 KB, 4 files',
      '+1.00 KB, +2 files',
      '12.00 KB, 7 files',
      '20.00 KB',
      '3.00 KB, 1 file',
      '40.00 KB, 2 files',
    ]);
  });

  it('judges the one-constant line on its minified bytes', () => {
    const constant = { name: 'one constant', minBudget: 50 };
    const at = (min) => ({
      upFront: { gzip: 0, files: 1, min },
      allIn: { gzip: 0, files: 1, min },
    });
    expect(overBudget(constant, at(50))).toEqual([]);
    expect(overBudget(constant, at(51))).toEqual(['51 bytes minified > 50']);
  });
});

describe('the printed table', () => {
  it('is Markdown whose columns line up, element names shown as code', () => {
    const table = markdownTable(
      [['ok', '<Flow> alone', '1.00 KB']],
      ['', 'line', 'up front'],
    ).split('\n');
    expect(table[2]).toBe('| ok | `<Flow>` alone | 1.00 KB  |');
    expect(new Set(table.map((row) => row.length)).size).toBe(1);
    expect(table[1]).toMatch(/^\|-+\|-+\|-+\|$/);
  });
});

describe('the first screen', () => {
  it("sums every file fetched, and the provider's CDN files apart", () => {
    const fetched = [
      { gzip: 100, cdn: false },
      { gzip: 300, cdn: true },
      { gzip: 50, cdn: true },
    ];
    expect(sumFetched(fetched)).toEqual({ files: 3, gzip: 450, cdn: { files: 2, gzip: 350 } });
  });
});
