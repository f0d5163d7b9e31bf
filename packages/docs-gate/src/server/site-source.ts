import type { SiteManifest } from '../access';
import type { ServedFile, SiteFile } from './served-file';

/**
 * Where a gate's files come from. The rules (decision, paths, headers, ranges, derived files,
 * keys) are the same on every host; only this differs: the filesystem, walked once at start
 * (fs-source.ts, Node), or a Worker's `ASSETS` binding, read lazily and kept per isolate
 * (assets-source.ts). Neither ever hands out anything under the build's `.gatehouse/`.
 */
export interface SiteSource {
  /** The build's manifest, or null for a site built without audiences; a bad one throws. */
  manifest(): Promise<SiteManifest | null>;
  /** The build's file at `relative` (normalised segments joined by `/`), if there is one. */
  file(relative: string): Promise<SiteFile | undefined>;
  /** A file of the built sign-in page (`index.html`, `sign-in.js`...), or null. */
  signInFile(relative: string): Promise<ServedFile | null>;
}

/** The gate's own folder in a build (the manifest, the edge's copy of the sign-in page). */
export const GATEHOUSE_DIR = '.gatehouse';

/** Whether a path of the build is the gate's own folder or in it: never served as the site. */
export const isGatehousePath = (relative: string) =>
  relative === GATEHOUSE_DIR || relative.startsWith(`${GATEHOUSE_DIR}/`);

/**
 * The file a normalised path names: a route (`/docs/intro`) is `docs/intro.html` or
 * `docs/intro/index.html`, the root is `index.html`; a path with an extension is that file
 * first (an extension-looking route such as `/docs/v1.2` falls back to the route's files).
 */
export async function siteFileOf(
  source: Pick<SiteSource, 'file'>,
  segments: readonly string[],
  hasExtension: boolean,
): Promise<SiteFile | undefined> {
  if (segments.length === 0) return source.file('index.html');
  const relative = segments.join('/');
  const page = async () =>
    (await source.file(`${relative}.html`)) ?? (await source.file(`${relative}/index.html`));
  if (hasExtension) return (await source.file(relative)) ?? (await page());
  return (await page()) ?? (await source.file(relative));
}
