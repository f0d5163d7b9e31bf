import * as z from 'zod';
import { isExternal, routeOf } from '../../access/route';
import { DerivedFileError } from './error';
import { readJsonModuleChunk, writeJsonModuleChunk } from './json-module';
import { docLinks, type MayFollow, SidebarItem, sidebarFor } from './sidebar';
import type { DeriveOptions, MayOpen } from './types';

/**
 * The docs plugin's version metadata (`PropVersionMetadata`), as its version chunk embeds it:
 * every sidebar, and every doc's title and description keyed by doc id. Loose objects: keys
 * this file does not read (label, banner, a doc's sidebar…) ride along as they were.
 */
const VersionMetadata = z.looseObject({
  version: z.looseObject({
    docsSidebars: z.record(z.string(), z.array(SidebarItem)),
    docs: z.record(z.string(), z.looseObject({ id: z.string(), title: z.string() })),
  }),
});
type VersionMetadata = z.infer<typeof VersionMetadata>;

/**
 * The version chunk a reader gets: the same chunk, its JSON cut down to what they may open.
 * Sidebars lose what `sidebarFor` says they lose. `docs` keeps a doc only if a sidebar link
 * to it (its `docId`) leads to a route the reader may open: the map holds no permalinks, and a
 * doc no sidebar links to has no route this file can tell, so it goes (fail closed); the theme
 * reads `docs` for sidebar cards only, which are links of the same sidebars.
 */
export function deriveVersionMetadata(
  original: string,
  mayOpen: MayOpen,
  { baseUrl }: DeriveOptions,
): string {
  const chunk = readChunk(original);
  const parsed = VersionMetadata.safeParse(chunk.json);
  if (!parsed.success) {
    fail(`its JSON is not the docs plugin's version metadata (${z.prettifyError(parsed.error)})`);
  }
  // The checked value is a copy whose keys zod may have reordered: filter the JSON as read.
  const metadata = chunk.json as VersionMetadata;
  const version = versionFor(metadata.version, followRule(mayOpen, baseUrl));
  return writeJsonModuleChunk({ ...chunk, json: { ...metadata, version } });
}

/** External links lead off the site and stay; a site link may be followed if its route opens. */
function followRule(mayOpen: MayOpen, baseUrl: string): MayFollow {
  return (href) => {
    if (isExternal(href)) return true;
    const route = routeOf(href, baseUrl);
    return route !== undefined && mayOpen(route);
  };
}

function versionFor(version: VersionMetadata['version'], mayFollow: MayFollow) {
  const sidebars = Object.entries(version.docsSidebars);
  const links = new Map<string, string[]>();
  for (const [, items] of sidebars) docLinks(items, links);
  const isOpen = (id: string) =>
    (links.get(id) ?? []).some((href) => !isExternal(href) && mayFollow(href));
  return {
    ...version,
    docsSidebars: Object.fromEntries(
      sidebars.map(([name, items]) => [name, sidebarFor(items, mayFollow)]),
    ),
    docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => isOpen(id))),
  };
}

function readChunk(original: string) {
  try {
    return readJsonModuleChunk(original);
  } catch (error) {
    return fail(`not a version chunk: ${(error as Error).message}`);
  }
}

function fail(reason: string): never {
  throw new DerivedFileError('version-metadata', reason);
}
