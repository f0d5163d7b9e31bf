// How `npm run size` measures a line: a small app built with Vite (the version the examples
// use), production mode, as an app's own build would make it; then what a browser fetches
// before the app runs (up front) and everything the build emitted (all-in), each file
// gzip-compressed on its own, as a server sends it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** What the host app has already: a line that renders with React ships none of it. */
export const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

const ROOT_MODULES = resolve(import.meta.dirname, '../../node_modules');

/** gzip -9 of one file's bytes. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * A scratch folder under the OS's temp dir whose node_modules is the repository's, so that an
 * entry there imports `@gatehouse/*` as an npm user does: through each package's exports, from
 * its built dist. `modules` points it at another install (the provider's, in a test).
 */
export function scratchDir(modules = ROOT_MODULES) {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-size-'));
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Builds `code` as the one entry of an app in `dir` and returns the build's output (chunks and
 * assets; in memory unless `write`, into `dir/{id}/dist` then). An app build keeps no entry exports, so the code must use what it
 * imports (assign it to a global). `external` names what the host page already has.
 */
export async function buildApp({ dir, id, code, external = REACT, output = {}, write = false }) {
  const folder = join(dir, id);
  mkdirSync(folder, { recursive: true });
  const entry = join(folder, 'main.js');
  writeFileSync(entry, code);
  const result = await build({
    root: folder,
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      write,
      outDir: join(folder, 'dist'),
      reportCompressedSize: false,
      rolldownOptions: { input: { [id]: entry }, external, output },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output;
}

/** The bytes of an output file (a chunk's code or an asset's source). */
const bytesOf = (file) => Buffer.from(file.type === 'chunk' ? file.code : file.source);

/** A file a browser fetches as code: a chunk or a stylesheet (not a map, not the html page). */
const isCode = (file) => file.type === 'chunk' || file.fileName.endsWith('.css');

/**
 * The files fetched before the app runs: each entry chunk and every chunk it imports
 * statically, transitively, with the stylesheets they import. Imports outside the build (the
 * host's React) are not files of it.
 */
export function upFrontFiles(output) {
  const byName = new Map(output.map((file) => [file.fileName, file]));
  const seen = new Set();
  const visit = (name) => {
    const file = byName.get(name);
    if (!file || seen.has(name)) return;
    seen.add(name);
    if (file.type !== 'chunk') return;
    for (const css of file.viteMetadata?.importedCss ?? []) visit(css);
    for (const imported of file.imports) visit(imported);
  };
  for (const file of output) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  return [...seen].map((name) => byName.get(name));
}

/** Files, gzip bytes (each file compressed on its own) and minified bytes of `files`. */
export function totals(files) {
  return files.reduce(
    (sum, file) => {
      const bytes = bytesOf(file);
      return {
        files: sum.files + 1,
        gzip: sum.gzip + gzipSize(bytes),
        min: sum.min + bytes.length,
      };
    },
    { files: 0, gzip: 0, min: 0 },
  );
}

/** A line's figures: up front (entry and static imports) and all-in (every code file built). */
export function figuresOf(output) {
  return { upFront: totals(upFrontFiles(output)), allIn: totals(output.filter(isCode)) };
}

/** Builds one app and measures it. */
export async function measureApp(options) {
  return figuresOf(await buildApp(options));
}

/** Runs `task` over `items`, at most `limit` at a time, results in the order of `items`. */
export async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
