import { type Dirent, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diskFile, inside } from './files';
import type { SiteFile } from './served-file';
import { GATEHOUSE_DIR } from './site-source';

/** Files up to this size are kept in memory and sent from there. */
export const SMALL_FILE_BYTES = 1024 * 1024;
/** How much of the build is kept in memory at most; past it, files are read per request. */
export const MEMORY_BUDGET_BYTES = 128 * 1024 * 1024;

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

/**
 * The build as the Node gate serves it: each file's size, ETag and content type taken once,
 * and the bytes of small files (and of every derived file, which the gate cuts down) kept in
 * memory, so that a request makes no filesystem call but the read of a large file.
 */
export function loadSiteFiles(
  root: string,
  isDerived: (relative: string) => boolean,
): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  let kept = 0;
  for (const [relative, path] of walkBuild(root)) {
    const { size, mtimeMs } = statSync(path);
    const small = size <= SMALL_FILE_BYTES && kept + size <= MEMORY_BUDGET_BYTES;
    const keep = isDerived(relative) || small;
    if (keep) kept += size;
    const bytes = keep ? readFileSync(path) : undefined;
    files.set(relative, { relative, ...diskFile({ path, size, mtimeMs }, bytes) });
  }
  return files;
}
