import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PUBLIC_AREA } from '../server/routes/public';

// The built sign-in folder is public: the gate serves anything in it to anyone. It must hold
// the page and what the page loads, nothing else. Reachability is read from the built files
// themselves (esbuild parses them), not from the build's own record of what it wrote.

const FOLDER = fileURLToPath(new URL('../../dist/sign-in/', import.meta.url));

function builtFolder(): string {
  if (!existsSync(join(FOLDER, 'index.html'))) {
    throw new Error(
      'Build the package first (npm run build -w @gatehouse/docs-gate): this test reads dist/sign-in/',
    );
  }
  return FOLDER;
}

/** Every file under `dir`, as a path relative to it with '/' separators. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));

/** The folder's files that index.html names (`/_gate/<file>` in a src or an href). */
function namedByPage(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, url = '']) => {
    expect(url.startsWith(`${PUBLIC_AREA}/`), `${url} is outside the public area`).toBe(true);
    return url.slice(PUBLIC_AREA.length + 1);
  });
}

/**
 * The folder's files reachable from the page: what index.html names, and everything those
 * import, statically or on demand, transitively.
 */
async function reachableFrom(dir: string): Promise<string[]> {
  const named = namedByPage(dir);
  // Scripts and styles import more; anything else the page names (its icon) is a leaf.
  const code = named.filter((file) => /\.(js|css)$/.test(file));
  const leaves = named.filter((file) => !code.includes(file));
  const { metafile } = await build({
    entryPoints: code.map((file) => join(dir, file)),
    absWorkingDir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(dir, '.reachability'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return ['index.html', ...leaves, ...Object.keys(metafile.inputs)];
}

describe('the built sign-in folder', () => {
  it('holds only the page and the files it loads', async () => {
    const dir = builtFolder();
    const files = filesIn(dir).sort();
    const reachable = [...new Set(await reachableFrom(dir))].sort();
    expect(files).toEqual(reachable);
  });

  it('names an icon in the public area, so a browser asks for no /favicon.ico the gate refuses', () => {
    const dir = builtFolder();
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(icon).toBe(`${PUBLIC_AREA}/favicon.svg`);
    expect(readFileSync(join(dir, 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
  });

  it('holds the page, its script and style, and the phone library for the phone field', () => {
    const files = filesIn(builtFolder());
    expect(files).toEqual(expect.arrayContaining(['index.html', 'sign-in.js', 'sign-in.css']));
    // An on-demand part the flow really loads is still there (the reachability above is not
    // satisfied by an empty chunks folder).
    const library = files.filter((file) => /^chunks\/library-[\w-]+\.js$/.test(file));
    expect(library).toHaveLength(1);
  });
});
