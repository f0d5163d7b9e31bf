import {
  type Access,
  audienceKey,
  type DerivedKind,
  type FileAccess,
  PUBLIC,
  SIGNED_IN,
  type SiteManifest,
} from '../../access';
import { audienceSet } from '../../access/audience-set';
import { routeKey } from '../../access/route';
import type { BlockChunk } from '../../blocks/block-chunks';
import { SEARCH_PLUGIN } from '../known-pages';
import { type ClientManifest, chunkFiles, groupFiles, idFiles } from './client-manifest';
import { pageHtml } from './page-html';
import type { ChunkUse, PageChunks } from './route-chunks';

/** What the manifest is made from (write-manifest.ts reads it from the build). */
export interface ManifestInput {
  /** The site's base URL, ending in `/`. */
  baseUrl: string;
  /** Every file of the build, relative to it, with `/` separators. */
  files: readonly string[];
  pages: readonly PageChunks[];
  /** Each route's audience (site-audiences.ts); a page missing here is signed-in. */
  audiences: ReadonlyMap<string, Access>;
  client: ClientManifest;
  registry: ReadonlyMap<string, string>;
  /** The names of the site's plugins (some write files in their own postBuild). */
  plugins: ReadonlySet<string>;
  /** The text of a built file. */
  read(file: string): string;
  /** The chunks of `<ForAudience>` blocks (blocks/block-chunks.ts), each for its audience only. */
  blocks?: readonly BlockChunk[];
}

/** What a chunk's own file is, from the module it holds and who loads it. */
type Own = typeof PUBLIC | 'page' | 'unlisted' | { derived: DerivedKind };

const THEME_MODULE = /^@theme(-original|-init)?\//;

/**
 * - a theme component (`@theme/DocItem`) is code: public. A page's own component (a React page
 *   of the pages plugin) is its content: the page's audience;
 * - a plugin's `__context` (`__plugin.json`: its name and id) is public;
 * - the data of a page (`content`: its MDX; `__props`: a category's props) is the page's;
 * - the data of a layout is shared by all its pages: the docs version route's props (the whole
 *   sidebar, every doc's title) is the derived `version-metadata`, which the gate cuts down per
 *   reader class; any other layout data the theme does not know stays unlisted (signed-in).
 */
function ownKind(chunk: ChunkUse): Own {
  if (chunk.role === 'component') {
    if (THEME_MODULE.test(chunk.module)) return PUBLIC;
    return chunk.layout ? 'unlisted' : 'page';
  }
  if (
    chunk.role === 'context' &&
    chunk.key === 'plugin' &&
    chunk.module.endsWith('/__plugin.json')
  ) {
    return PUBLIC;
  }
  if (!chunk.layout) return 'page';
  if (chunk.nodeComponent === '@theme/DocVersionRoot' && chunk.key === '__props') {
    return { derived: 'version-metadata' };
  }
  return 'unlisted';
}

/** Who may fetch each file, filled in the steps of siteManifest. */
class Files {
  readonly audiences = new Map<string, Set<string>>();
  readonly derived = new Map<string, DerivedKind>();
  readonly unlisted = new Set<string>();

  grant(file: string, key: string): void {
    const keys = this.audiences.get(file) ?? new Set<string>();
    keys.add(key);
    this.audiences.set(file, keys);
  }

  /** Whether a step has said anything of the file yet. */
  known(file: string): boolean {
    return this.audiences.has(file) || this.derived.has(file) || this.unlisted.has(file);
  }

  entries(): Record<string, FileAccess> {
    const out: Record<string, FileAccess> = {};
    const names = new Set([...this.audiences.keys(), ...this.derived.keys()]);
    for (const file of [...names].sort()) {
      const derived = this.derived.get(file);
      if (derived) out[file] = { derived };
      else if (!this.unlisted.has(file)) {
        out[file] = { audiences: audienceSet(this.audiences.get(file) ?? []) };
      }
    }
    return out;
  }
}

/** Each page's route and audience key, its HTML, and the files of the chunks it loads. */
function pages(input: ManifestInput, files: Files, built: ReadonlySet<string>) {
  const routes: Record<string, string> = {};
  for (const page of input.pages) {
    const route = routeKey(page.path);
    const key = audienceKey(input.audiences.get(route) ?? SIGNED_IN);
    routes[route] = key;
    const html = pageHtml(page.path, input.baseUrl, built);
    if (html) files.grant(html, key);
    for (const chunk of page.chunks) {
      const { own, shared } = chunkFiles(input.client, chunk.name);
      // Split chunks a page's group loads: every page that loads them may fetch them.
      for (const file of shared) files.grant(file, key);
      const kind = ownKind(chunk);
      for (const file of own) {
        if (kind === 'unlisted') files.unlisted.add(file);
        else if (typeof kind === 'object') files.derived.set(file, kind.derived);
        else files.grant(file, kind === 'page' ? key : PUBLIC);
      }
    }
  }
  return routes;
}

/**
 * The client's code: the entry (runtime, main, the CSS) every page loads, and the groups of
 * webpack's dynamic imports inside that code (mermaid's diagram types, the search worker).
 * Docusaurus loads page content only through the registry's named chunks, so a group that no
 * registry name starts holds code.
 */
function code(input: ManifestInput, files: Files): void {
  for (const entry of input.client.entrypoints) {
    for (const file of groupFiles(input.client, entry)) files.grant(file, PUBLIC);
  }
  const named = [...input.registry.keys()];
  const isNamedChunk = (file: string) =>
    named.some((name) => (file.split('/').pop() ?? '').startsWith(`${name}.`));
  for (const origin of Object.keys(input.client.origins)) {
    if (input.registry.has(origin) || input.client.entrypoints.includes(origin)) continue;
    for (const file of groupFiles(input.client, origin)) {
      // A block's chunk is a dynamic import too, but it holds content: it has its audience.
      if (!isNamedChunk(file) && !files.known(file)) files.grant(file, PUBLIC);
    }
  }
}

/**
 * After the pages: a registry chunk that no page loads stays unlisted (nothing says who it is
 * for); any other file of the client build that no page's group loads is code that code loads
 * (webpack lists some of those chunks in `assets` only): public.
 */
function unused(input: ManifestInput, files: Files): void {
  for (const name of input.registry.keys()) {
    for (const file of chunkFiles(input.client, name).own) {
      if (!files.known(file)) files.unlisted.add(file);
    }
  }
  for (const id of Object.keys(input.client.assets)) {
    for (const file of idFiles(input.client, id)) {
      if (!files.known(file)) files.grant(file, PUBLIC);
    }
  }
}

/**
 * Webpack writes a chunk that several chunk ids share once per id (`3460.a3a5226c.js` and
 * `6317.a3a5226c.js`, one content), and the runtime asks for each by its id, but the client
 * manifest lists only the first file under every id. A file named after a chunk id takes the
 * access of the files the manifest gives that id.
 */
function sameChunkFiles(input: ManifestInput, files: Files, built: ReadonlySet<string>): void {
  for (const file of built) {
    const id = /^(?:.*\/)?([^/.]+)\.[^/]+\.js$/.exec(file)?.[1];
    if (files.known(file) || !id || !input.client.assets[id]) continue;
    for (const twin of idFiles(input.client, id)) {
      if (files.derived.has(twin) || files.unlisted.has(twin)) continue;
      for (const key of files.audiences.get(twin) ?? []) files.grant(file, key);
    }
  }
}

/**
 * Files that other plugins write in their own postBuild, which runs alongside this one: listed
 * by name, as the derived files the gate cuts down per reader class.
 */
const WRITTEN_BY: ReadonlyArray<readonly [plugin: string, file: string, kind: DerivedKind]> = [
  ['docusaurus-plugin-sitemap', 'sitemap.xml', 'sitemap'],
  [SEARCH_PLUGIN, 'search-index.json', 'search-index'],
];

const TEXT = /\.(html|js|css)$/;

/**
 * Images and static files: fetchable by the readers of every file that names their URL (a
 * page's HTML or chunks, or public code such as main.js and the CSS, which name the logo and
 * the fonts). `favicon.ico`, which browsers ask every site for, is public. Derived files do not
 * count: the gate cuts them down per reader. A file named by nothing stays unlisted.
 */
function referenced(input: ManifestInput, files: Files, rest: readonly string[]): void {
  const texts = [...files.audiences.entries()].filter(
    ([file]) => TEXT.test(file) && !files.derived.has(file) && !files.unlisted.has(file),
  );
  const contents = new Map(texts.map(([file]) => [file, input.read(file)] as const));
  for (const file of rest) {
    const url = `${input.baseUrl}${file}`;
    for (const [text, keys] of texts) {
      if (contents.get(text)?.includes(url)) for (const key of keys) files.grant(file, key);
    }
    if (!files.known(file) && file === 'favicon.ico') files.grant(file, PUBLIC);
  }
}

/**
 * The site manifest (src/access/manifest.ts): every route's audience, and every file of the
 * build once, with who may fetch it. A file this cannot place is left out, and the gate serves
 * it as signed-in (fail closed).
 */
export function siteManifest(input: ManifestInput): SiteManifest {
  const built = new Set(input.files);
  const files = new Files();
  for (const block of input.blocks ?? []) {
    for (const file of block.files) files.grant(file, block.audience);
  }
  code(input, files);
  const routes = pages(input, files, built);
  unused(input, files);
  sameChunkFiles(input, files, built);
  if (built.has('404.html')) files.grant('404.html', PUBLIC);
  for (const [plugin, file, kind] of WRITTEN_BY) {
    if (input.plugins.has(plugin) || built.has(file)) files.derived.set(file, kind);
  }
  const rest = [...built].filter((file) => !files.known(file) && !file.endsWith('.LICENSE.txt'));
  referenced(input, files, rest);
  // A chunk's licence notes go with the chunk.
  for (const file of built) {
    const chunk = file.endsWith('.LICENSE.txt') ? file.slice(0, -'.LICENSE.txt'.length) : null;
    const keys = chunk && !files.derived.has(chunk) && files.audiences.get(chunk);
    if (keys) for (const key of keys) files.grant(file, key);
  }
  return { version: 1, routes, files: files.entries() };
}
