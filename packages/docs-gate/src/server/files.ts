import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf } from './content-types';
import type { ServedFile } from './served-file';

/** A regular file found on disk, inside the folder it was looked for in. */
export interface FoundFile {
  /** The real path (symlinks resolved), inside the root. */
  path: string;
  size: number;
  mtimeMs: number;
}

/** Whether `path` (real) is `root` (real) or below it. */
export const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

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

/**
 * A file on disk as the gate serves it: its validator made from size and mtime, its type from
 * its name, and read per request through a stream unless its bytes are given (kept in memory).
 */
export function diskFile(found: FoundFile, bytes?: Uint8Array): ServedFile {
  const { path, size, mtimeMs } = found;
  return {
    size,
    etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    contentType: contentTypeOf(path),
    lastModified: new Date(mtimeMs).toUTCString(),
    ...(bytes && { bytes }),
    open: (range) =>
      Readable.toWeb(createReadStream(path, range)) as unknown as ReadableStream<Uint8Array>,
  };
}
