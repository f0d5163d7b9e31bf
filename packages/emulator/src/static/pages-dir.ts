import { open, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

// A customer's own content files (`--pages <dir>`), laid out as below the provider's
// `v2-beta/`: served over the built-ins, read on each request so an edit shows at once. A
// request path never reaches the file system as given: it must be a plain relative path of
// safe segments, and the file it names must resolve (symlinks followed) inside the folder.

/** The largest file served; a bigger one is refused with an error, never cut. */
export const MAX_PAGE_FILE_BYTES = 1024 * 1024;
/** How deep a file may sit: `{widget-type}/{widget-id}/{page}.html` is three segments. */
const MAX_SEGMENTS = 4;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const SERVED = /\.(html|json)$/;

/** The folder, resolved once: it must exist and be a directory. */
export async function resolvePagesDir(dir: string): Promise<string> {
  const real = await realpath(dir).catch(() => {
    throw new Error(`pages folder ${dir} does not exist`);
  });
  if (!(await stat(real)).isDirectory()) throw new Error(`pages folder ${dir} is not a folder`);
  return real;
}

/**
 * The segments of a request path if it may name a file in the folder: `a/b/c.html`, each
 * segment letters, digits, `.`, `_`, `-` (never `.` or `..` alone, never a leading dot: no
 * hidden files), ending in .html or .json. Anything else (`..`, backslashes, absolute paths,
 * empty segments, NUL) is no file of the folder's.
 */
export function pageSegments(path: string): string[] | undefined {
  if (!SERVED.test(path)) return undefined;
  const segments = path.split('/');
  if (segments.length > MAX_SEGMENTS) return undefined;
  return segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
    ? segments
    : undefined;
}

/** A file read from the folder, or why it was refused. */
export type PageFile = { ok: true; body: string } | { ok: false; reason: 'too-large' };

/**
 * The file at `path` in the folder `root` (a realpath), or undefined when there is none to
 * serve there: the built-in answers instead. A file that resolves outside the folder (a
 * symlink leaving it) is never read.
 */
export async function readPageFile(root: string, path: string): Promise<PageFile | undefined> {
  const segments = pageSegments(path);
  if (!segments) return undefined;
  let real: string;
  try {
    real = await realpath(join(root, ...segments));
  } catch {
    return undefined;
  }
  const inside = root.endsWith(sep) ? root : root + sep;
  if (!real.startsWith(inside) || !SERVED.test(real)) return undefined;
  const handle = await open(real, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    if (!info.isFile()) return undefined;
    if (info.size > MAX_PAGE_FILE_BYTES) return { ok: false, reason: 'too-large' };
    return { ok: true, body: await handle.readFile('utf8') };
  } finally {
    await handle.close();
  }
}
