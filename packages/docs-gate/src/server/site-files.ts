import { type Dirent, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { DerivedKind } from '../access';
import { contentTypeOf } from './content-types';
import type { FoundFile } from './files';

/** Files up to this size are kept in memory and sent from there. */
export const SMALL_FILE_BYTES = 1024 * 1024;
/** How much of the build is kept in memory at most; past it, files are read per request. */
export const MEMORY_BUDGET_BYTES = 128 * 1024 * 1024;
/** The gate's own folder in the build (the manifest): never served. */
const GATEHOUSE_DIR = '.gatehouse';

/** One file of the build, as the gate found it at start. */
export interface SiteFile extends FoundFile {
  /** Its path relative to the build, with `/` separators (the manifest's key). */
  relative: string;
  etag: string;
  contentType: string;
  /** Whether the manifest has it cut down per reader. */
  derived?: DerivedKind;
}

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * The entry's real path and what it is, or null when it leads outside the root, into the
 * gate's own folder, or nowhere.
 */
function resolveEntry(root: string, path: string, entry: Dirent) {
  if (!entry.isSymbolicLink()) {
    return { real: path, file: entry.isFile(), directory: entry.isDirectory() };
  }
  try {
    const real = realpathSync(path);
    if (!inside(root, real) || inside(join(root, GATEHOUSE_DIR), real)) return null;
    const info = statSync(real);
    return { real, file: info.isFile(), directory: info.isDirectory() };
  } catch {
    return null;
  }
}

/**
 * Every regular file under `root` (real path), by its path relative to it: symlinks are followed
 * only while they stay inside the root, each folder is walked once (no loops), and nothing under
 * `.gatehouse/` is listed.
 */
export function walkBuild(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const seen = new Set<string>([root]);
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (prefix === '' && entry.name === GATEHOUSE_DIR) continue;
      const resolved = resolveEntry(root, join(dir, entry.name), entry);
      if (!resolved) continue;
      const relative = prefix + entry.name;
      if (resolved.file) files.set(relative, resolved.real);
      else if (resolved.directory && !seen.has(resolved.real)) {
        seen.add(resolved.real);
        walk(resolved.real, `${relative}/`);
      }
    }
  };
  walk(root, '');
  return files;
}

const etagOf = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * The build as the gate serves it: each file's size, ETag and content type taken once, and the
 * bytes of small files (and of every derived file, which the gate cuts down) kept in memory,
 * so that a request makes no filesystem call but the read of a large file.
 */
export function loadSiteFiles(
  root: string,
  derivedOf: (relative: string) => DerivedKind | undefined,
): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  let kept = 0;
  for (const [relative, path] of walkBuild(root)) {
    const info = statSync(path);
    const derived = derivedOf(relative);
    const file: SiteFile = {
      relative,
      path,
      size: info.size,
      mtimeMs: info.mtimeMs,
      etag: etagOf(info.size, info.mtimeMs),
      contentType: contentTypeOf(relative),
      ...(derived && { derived }),
    };
    const small = info.size <= SMALL_FILE_BYTES && kept + info.size <= MEMORY_BUDGET_BYTES;
    if (derived || small) {
      file.bytes = readFileSync(path);
      kept += info.size;
    }
    files.set(relative, file);
  }
  return files;
}

/**
 * The file a normalised path names, from the map: a route (`/docs/intro`) is `docs/intro.html`
 * or `docs/intro/index.html`, the root is `index.html`; a path with an extension is that file
 * first (an extension-looking route such as `/docs/v1.2` falls back to the route's files).
 */
export function siteFileOf(
  files: ReadonlyMap<string, SiteFile>,
  segments: readonly string[],
  hasExtension: boolean,
): SiteFile | undefined {
  if (segments.length === 0) return files.get('index.html');
  const relative = segments.join('/');
  const page = files.get(`${relative}.html`) ?? files.get(`${relative}/index.html`);
  return hasExtension ? (files.get(relative) ?? page) : (page ?? files.get(relative));
}
