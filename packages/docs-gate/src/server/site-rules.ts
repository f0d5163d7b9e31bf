import {
  type Access,
  audienceFromKey,
  type DerivedKind,
  PUBLIC,
  SIGNED_IN,
  type SiteManifest,
} from '../access';
import type { FileRule } from './decision';
import type { SiteFile } from './served-file';

/** A file the manifest does not list, or any file of a site built without one. */
const SIGNED_IN_ONLY: FileRule = { anyOf: [SIGNED_IN] };

/** What the gate knows of a build's audiences, worked out once at start. */
export interface SiteRules {
  /** Every audience the site's routes use, by key: a reader's class is made of these. */
  audiences: ReadonlyMap<string, Access>;
  /** Each route's audience key, as the manifest gives them. */
  routes: Readonly<Record<string, string>>;
  /** The rule of one file of the build. */
  ruleOf(file: SiteFile): FileRule;
  /** The kind of a file the manifest has cut down per reader, if it is one. */
  derivedOf(file: SiteFile): DerivedKind | undefined;
}

/**
 * The rules of a build. A listed file is fetchable by a reader who passes any of its audiences;
 * a file not listed is `signed-in` (fail closed). A derived file goes to every reader, as the
 * variant of their class, when the gate can cut it down (`canDerive`: signed-out readers only
 * when the site has public routes); otherwise only to a reader who passes every audience of
 * the site, who may see all of it anyway.
 */
export function siteRules(manifest: SiteManifest | null, canDerive: boolean): SiteRules {
  if (!manifest) {
    return {
      audiences: new Map(),
      routes: {},
      ruleOf: () => SIGNED_IN_ONLY,
      derivedOf: () => undefined,
    };
  }
  const cache = new Map<string, Access>();
  const accessOf = (key: string) => {
    let access = cache.get(key);
    if (!access) {
      access = audienceFromKey(key);
      cache.set(key, access);
    }
    return access;
  };
  const audiences = new Map(Object.values(manifest.routes).map((key) => [key, accessOf(key)]));
  const rules = new Map<string, FileRule>();
  const derivedRule: FileRule = canDerive
    ? { anyOf: [audiences.has(PUBLIC) ? PUBLIC : SIGNED_IN] }
    : { allOf: [...new Set([SIGNED_IN, ...audiences.keys()])].map(accessOf) };
  for (const [relative, entry] of Object.entries(manifest.files)) {
    rules.set(
      relative,
      'derived' in entry ? derivedRule : { anyOf: [...new Set(entry.audiences)].map(accessOf) },
    );
  }
  return {
    audiences,
    routes: manifest.routes,
    ruleOf: (file) => rules.get(file.relative) ?? SIGNED_IN_ONLY,
    derivedOf: (file) => {
      const entry = Object.hasOwn(manifest.files, file.relative)
        ? manifest.files[file.relative]
        : undefined;
      return entry && 'derived' in entry ? entry.derived : undefined;
    },
  };
}
