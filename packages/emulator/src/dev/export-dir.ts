import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep, win32 } from 'node:path';
import { badRequest } from '../http/errors';

const inside = (parent: string, child: string) => {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

/** The deepest part of `path` that exists (a dangling link counts: it exists as a link). */
function existingAncestor(path: string): string {
  for (let probe = path; ; probe = dirname(probe)) {
    try {
      lstatSync(probe);
      return probe;
    } catch {
      if (dirname(probe) === probe) return probe;
    }
  }
}

/**
 * Where an export asked for by the development API may be written: the configured directory,
 * or `dir` below it. The export holds the signing key and the password hashes, so a request
 * may never choose a place outside: no configured directory, an absolute `dir`, a `..` part,
 * or a symbolic link below the directory that leads out are all refused before anything is
 * written.
 */
export function exportTarget(base: string | undefined, dir: string | undefined): string {
  if (!base) {
    throw badRequest(
      'No export directory is configured: start the emulator with --export-dir <dir> ' +
        '(or --export-on-exit <dir>, or the exportDir option)',
    );
  }
  const root = resolve(base);
  if (dir === undefined) return root;
  if (isAbsolute(dir) || win32.isAbsolute(dir)) {
    throw badRequest('dir must be relative to the export directory');
  }
  if (dir.split(/[\\/]/).includes('..')) throw badRequest("dir must not contain '..'");
  const target = resolve(root, dir);
  if (!inside(root, target)) throw badRequest('dir resolves outside the export directory');
  // Links are followed by the writes, so follow them here too: the deepest existing part of
  // the target must really lie inside the real export directory. Until the directory itself
  // exists, nothing below it does and no link can lead out.
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return target;
  }
  let realTarget: string;
  try {
    realTarget = realpathSync(existingAncestor(target));
  } catch {
    throw badRequest('dir resolves outside the export directory (a dangling link)');
  }
  if (!inside(realRoot, realTarget)) throw badRequest('dir resolves outside the export directory');
  return target;
}
