import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface FoundFile {
  /** The real path (symlinks resolved), inside the root. */
  path: string;
  size: number;
  mtimeMs: number;
  /** The file's bytes when the gate keeps them in memory (site-files.ts); read per request otherwise. */
  bytes?: Buffer;
  /** Its validator, when known beforehand; made from size and mtime otherwise. */
  etag?: string;
  /** Its content type, when known beforehand; taken from its name otherwise. */
  contentType?: string;
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

/** The real path of a directory that exists, or null. */
export async function realDirectory(path: string): Promise<string | null> {
  try {
    const real = await realpath(path);
    return (await stat(real)).isDirectory() ? real : null;
  } catch {
    return null;
  }
}
