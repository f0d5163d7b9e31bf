// The part of the docs plugin's loaded content (`@docusaurus/plugin-content-docs` 3.10,
// `LoadedContent` in its plugin-content-docs.d.ts) that the theme reads, typed here so the theme
// takes no dependency on the plugin's types: front matter, permalinks, previous/next, sidebars.

/** A previous/next link as the docs plugin computed it (front matter `pagination_*` applied). */
export interface NavigationLink {
  title: string;
  permalink: string;
}

export interface LoadedDoc {
  id: string;
  title: string;
  /** `@site/docs/x.md`: where a build error points the author. */
  source: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  previous?: NavigationLink;
  next?: NavigationLink;
}

export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'link'; href: string }
  | { type: 'html' }
  | SidebarCategory;

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; permalink: string };
}

export interface LoadedVersion {
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * Every loaded version of every docs plugin instance in `allContent` (keyed by plugin name,
 * then instance id), in the order Docusaurus gives them.
 */
export function docsVersions(allContent: Record<string, Record<string, unknown>>): LoadedVersion[] {
  const instances = Object.values(allContent[DOCS_PLUGIN] ?? {}) as Array<
    { loadedVersions?: LoadedVersion[] } | undefined
  >;
  return instances.flatMap((content) => content?.loadedVersions ?? []);
}

/** A sidebar's items, each category before its own items: the order of previous/next. */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) =>
    item.type === 'category' ? [item, ...flattenSidebar(item.items)] : [item],
  );
}
