import * as z from 'zod';
import { audienceFromKey } from './key';

/**
 * Where the theme writes the site's manifest, relative to the build directory. The server gate
 * never serves anything under `.gatehouse/`.
 */
export const MANIFEST_PATH = '.gatehouse/manifest.json';

/**
 * Where the theme copies the built sign-in page in the build, for the gate at the edge: a
 * Worker has no filesystem, so it reads the page through its ASSETS binding from there (and
 * still never serves `.gatehouse/` as the site).
 */
export const EDGE_SIGN_IN_DIR = '.gatehouse/sign-in';

/** An audience as the manifest spells it (key.ts): `public`, `signed-in` or a rule's JSON. */
export const AudienceKey = z.string().refine(
  (key) => {
    try {
      audienceFromKey(key);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'is not an audience key' },
);

/**
 * Files whose content depends on the reader: the gate serves each reader class its own variant,
 * cut down to the routes that class may open.
 * - `version-metadata`: the docs plugin's version chunk (the whole sidebar, every doc's title);
 * - `search-index`: the local search plugin's index;
 * - `sitemap`: every route's URL.
 */
export const DerivedKind = z.enum(['version-metadata', 'search-index', 'sitemap']);
export type DerivedKind = z.infer<typeof DerivedKind>;

/**
 * Who may fetch one file: a reader who passes any one of `audiences` (a file that several pages
 * use lists each of theirs; code every page needs lists `public`), or, for a `derived` file,
 * every reader, each getting the variant of their class.
 */
export const FileAccess = z.union([
  z.strictObject({ audiences: z.array(AudienceKey).min(1) }),
  z.strictObject({ derived: DerivedKind }),
]);
export type FileAccess = z.infer<typeof FileAccess>;

/**
 * What the theme writes at build time and the server gate enforces, for every byte of the build.
 * A file of the build that the manifest does not list is served as `signed-in` (fail closed).
 */
export const SiteManifest = z.strictObject({
  version: z.literal(1),
  /** Each route (`/`, `/quick-start`, `/category/apps`: no trailing slash) and its audience. */
  routes: z.record(z.string().startsWith('/'), AudienceKey),
  /** Each file, by its path relative to the build directory with `/` separators. */
  files: z.record(z.string().min(1), FileAccess),
});
export type SiteManifest = z.infer<typeof SiteManifest>;
