import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The emulator's folders in layers, lowest first (the README's "Where things are" says what
// each holds): a file imports from its own folder or from a lower layer, never upward.
// Folders of one layer do not import each other. The files at the top of src/ (app, start,
// cli, index, bench, persist) sit above them all; test/ and the tests themselves are not
// layered.
const LAYERS: readonly (readonly string[])[] = [
  ['state'],
  ['tokens'],
  ['http'],
  ['federation'],
  ['auth'],
  ['mgmt'],
  ['flows'],
  ['static', 'seed', 'dev'],
  ['routes'],
];

const SRC = dirname(fileURLToPath(import.meta.url));
const TOP = LAYERS.length;

/** A folder's layer; the files at the top of src/ are above every folder. */
function layerOf(file: string): { folder: string; layer: number } | undefined {
  const parts = relative(SRC, file).split(sep);
  const folder = parts.length > 1 ? (parts[0] ?? '') : '';
  if (folder === '') return { folder: '(src)', layer: TOP };
  const layer = LAYERS.findIndex((folders) => folders.includes(folder));
  return layer < 0 ? undefined : { folder, layer };
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:from|import\()\s*'(\.[^']+)'/g;

/** Every relative import of `file`, as `from -> to` where it leaves its folder upward. */
function upward(file: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier = '']) => {
    const target = resolve(dirname(file), specifier);
    const path = existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts');
    const to = layerOf(path);
    if (!to || to.folder === from.folder || to.layer < from.layer) return [];
    return [`${relative(SRC, file)} -> ${relative(SRC, path)}`];
  });
}

describe('the emulator folders', () => {
  it('names every folder in a layer', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['test', 'integration'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !LAYERS.flat().includes(folder))).toEqual([]);
  });

  it('import only from their own folder or a lower layer', () => {
    const files = sources(SRC).filter((file) => !relative(SRC, file).startsWith(`test${sep}`));
    expect(files.flatMap(upward)).toEqual([]);
  });
});
