import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface FoundFile {
  /** The real path (symlinks resolved), inside the root. */
  path: string;
  size: number;
  mtimeMs: number;
}

/** Whether `path` (real) is `root` (real) or below it. */
const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * `relative` (segments already normalised, no '..') as a regular file inside `root`, or null.
 * The real path is checked, so a symlink in the build that points outside it serves nothing.
 */
export async function fileInside(root: string, relative: string): Promise<FoundFile | null> {
  try {
    const real = await realpath(join(root, relative));
    if (!inside(root, real)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The file of the site a normalised path names: a route (`/docs/intro`) is `docs/intro.html`
 * or `docs/intro/index.html`, the root is `index.html`; a path with an extension is that file
 * first (an extension-looking route such as `/docs/v1.2` falls back to the route's files).
 */
export async function siteFile(
  root: string,
  segments: readonly string[],
  hasExtension: boolean,
): Promise<FoundFile | null> {
  if (segments.length === 0) return fileInside(root, 'index.html');
  const relative = segments.join('/');
  const route = [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of hasExtension ? [relative, ...route] : [...route, relative]) {
    const found = await fileInside(root, candidate);
    if (found) return found;
  }
  return null;
}

/** The real path of a directory that exists, or null. */
export async function realDirectory(path: string): Promise<string | null> {
  try {
    const real = await realpath(path);
    return (await stat(real)).isDirectory() ? real : null;
  } catch {
    return null;
  }
}
