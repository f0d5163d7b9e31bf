import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EDGE_SIGN_IN_DIR } from '../access';

/** Every regular file under `dir`, relative to it; symlinks are never followed or copied. */
function regularFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = join(prefix, entry.name);
    if (entry.isDirectory()) return regularFiles(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Copies the built sign-in page (`from`, the package's dist/sign-in/) into the site's build at
 * `.gatehouse/sign-in/`, where the gate at the edge reads it through ASSETS (a Worker has no
 * filesystem); the Node gate never looks there. Only the page's regular files go: whatever
 * a symlink in the folder points at stays out of a public area. Returns how many files were
 * copied: 0 when the page is not built (the Worker then answers /_gate/sign-in with 503 and
 * says how to build it, as the Node gate does).
 */
export function copyEdgeSignInPage(from: string, outDir: string): number {
  const to = join(outDir, EDGE_SIGN_IN_DIR);
  rmSync(to, { recursive: true, force: true });
  if (!existsSync(join(from, 'index.html'))) return 0;
  const files = regularFiles(from);
  for (const file of files) {
    mkdirSync(join(to, file, '..'), { recursive: true });
    copyFileSync(join(from, file), join(to, file));
  }
  return files.length;
}
