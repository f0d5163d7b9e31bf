import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built sign-in page, dist/sign-in/ of this package. Built, this code sits in
 * dist/server/index.js (so `new URL('../sign-in/', import.meta.url)`), but the CLI entry and a
 * shared chunk sit in dist/ itself, so the nearest folder named `dist` above the module is the
 * one to look in. Run from source (tests), there is no such folder: dist/ is then two levels
 * up from src/server/.
 */
export function defaultSignInDir(moduleUrl: string = import.meta.url): string {
  const here = dirname(fileURLToPath(moduleUrl));
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    if (basename(dir) === 'dist') return join(dir, 'sign-in');
  }
  return fileURLToPath(new URL('../../dist/sign-in', moduleUrl));
}

/** Whether the sign-in page was built where the gate looks for it. */
export const signInPageBuilt = (dir: string) => existsSync(join(dir, 'index.html'));
