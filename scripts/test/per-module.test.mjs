import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSpecifier, keepModules, reachableModules } from '../per-module.mjs';

const dir = mkdtempSync(join(tmpdir(), 'per-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small package: an entry, a folder with an index, a TSX module, and a test nobody ships. */
function writePackage() {
  const files = {
    'src/index.ts': "export { flow } from './flow';\nexport const load = () => import('./lazy');\n",
    'src/flow/index.ts': "export { flow } from './engine';\n",
    'src/flow/engine.ts': "import { view } from '../view';\nexport const flow = () => view;\n",
    'src/view.tsx': 'export const view = 1;\n',
    'src/lazy.ts': "import { flow } from './flow/engine';\nexport const lazy = flow;\n",
    'src/lazy.test.ts': "import { lazy } from './lazy';\nlazy();\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

describe('one file per module', () => {
  writePackage();

  it('names each import as Node and browsers need it: a file, or a folder index', () => {
    expect(builtSpecifier(join(dir, 'src'), './flow')).toBe('./flow/index.js');
    expect(builtSpecifier(join(dir, 'src/flow'), './engine')).toBe('./engine.js');
    expect(builtSpecifier(join(dir, 'src/flow'), '../view')).toBe('../view.js');
    expect(builtSpecifier(join(dir, 'src'), './missing')).toBeUndefined();
  });

  it('ships what the entries reach, statically or on demand, and never a test', async () => {
    expect(await reachableModules(['src/index.ts'], dir)).toEqual({
      'flow/engine': 'src/flow/engine.ts',
      'flow/index': 'src/flow/index.ts',
      index: 'src/index.ts',
      lazy: 'src/lazy.ts',
      view: 'src/view.tsx',
    });
  });

  it('writes each module alone, importing its neighbours by their built path', async () => {
    const outdir = join(dir, 'dist');
    await build({
      entryPoints: await reachableModules(['src/index.ts'], dir),
      absWorkingDir: dir,
      outdir,
      bundle: true,
      format: 'esm',
      logLevel: 'silent',
      plugins: [keepModules],
    });
    const index = readFileSync(join(outdir, 'index.js'), 'utf8');
    expect(index).toContain('from "./flow/index.js"');
    expect(index).toContain('import("./lazy.js")');
    const engine = readFileSync(join(outdir, 'flow/engine.js'), 'utf8');
    expect(engine).toContain('from "../view.js"');
    // Each file holds its own module only: the view's code is not copied into the engine.
    expect(engine).not.toContain('view = 1');
    const { flow } = await import(join(outdir, 'index.js'));
    expect(flow()).toBe(1);
  });
});

describe("the SDK packages' builds", () => {
  // Node loads them as they are (the docs gate's server, the emulator), and Node guesses no
  // extension: every relative import of every built file must name a file that exists.
  const RELATIVE = /(?:from\s*|import\s*\(?\s*)"(\.\.?\/[^"]+)"/g;

  it.each(['core', 'react', 'widgets'])('%s: every relative import names a built file', (name) => {
    const root = join(import.meta.dirname, '../../packages', name, 'dist');
    const files = readdirSync(root, { recursive: true }).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(name === 'core' ? 100 : 10);
    const broken = [];
    let imports = 0;
    for (const file of files) {
      const path = join(root, file);
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(RELATIVE)) {
        imports += 1;
        if (!specifier.endsWith('.js') || !existsSync(resolve(dirname(path), specifier))) {
          broken.push(`${file}: ${specifier}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(imports).toBeGreaterThan(files.length);
  });

  it('core loads in Node as built', async () => {
    const core = await import(join(import.meta.dirname, '../../packages/core/dist/index.js'));
    expect(typeof core.createClient).toBe('function');
  });
});
