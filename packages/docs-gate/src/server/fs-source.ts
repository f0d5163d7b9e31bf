import { diskFile, fileInside, realDirectory } from './files';
import { loadManifest } from './manifest-file';
import { loadSiteFiles } from './site-files';
import type { SiteSource } from './site-source';

/**
 * The Node gate's files: the build under `root` (real path), its manifest read and the build
 * walked once, here, so that a bad manifest stops the gate before it listens and a new build is
 * picked up by a restart; and the sign-in page from `signInDir`, looked up per request so that
 * a build of the page after start is picked up.
 */
export function fsSource(root: string, signInDir: string): SiteSource {
  const manifest = loadManifest(root);
  const files = loadSiteFiles(root, (relative) => {
    const entry = manifest?.files[relative];
    return entry !== undefined && 'derived' in entry;
  });
  return {
    manifest: async () => manifest,
    file: async (relative) => files.get(relative),
    async signInFile(relative) {
      const dir = await realDirectory(signInDir);
      const found = dir && (await fileInside(dir, relative));
      return found ? diskFile(found) : null;
    },
  };
}
