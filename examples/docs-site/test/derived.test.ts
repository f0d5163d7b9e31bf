import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { derive, type MayOpen } from '@gatehouse/docs-gate/server';
import { describe, expect, it } from 'vitest';
import { requireBuild } from './site';

// The derived files of the real build, cut down for reader classes as the gate serves them.
const root = requireBuild();
const jsDir = join(root, 'assets/js');
const read = (file: string) => readFileSync(join(root, file));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The docs plugin's version chunk: the one chunk that holds the sidebars. */
const versionChunk = readdirSync(jsDir)
  .filter((name) => name.endsWith('.js'))
  .filter((name) => readFileSync(join(jsDir, name), 'utf8').includes('"docsSidebars":'))
  .map((name) => `assets/js/${name}`);

/** A URL of the build, spelled as a manifest route (written out here, not the gate's helper). */
const route = (url: string) =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/[#?].*$/, '')
    .replace(/(.)\/+$/, '$1') || '/';

interface Link {
  type: string;
  href?: string;
  label?: string;
  docId?: string;
  items?: Link[];
}
interface VersionMetadata {
  version: {
    docsSidebars: Record<string, Link[]>;
    docs: Record<string, { id: string; title: string; description?: string }>;
  };
}
interface SearchEntry {
  documents: { i: number; t: string; u: string }[];
  index: { fieldVectors: [string, number[]][]; invertedIndex: [string, { t: object }][] };
}

/** What the browser gets from a version chunk: the chunk run, its one JSON module's exports. */
function runChunk(chunk: string): VersionMetadata {
  const global: Record<string, [unknown, Record<string, (m: object) => void>][]> = {};
  runInNewContext(chunk, global);
  const [queue] = Object.values(global);
  const module = { exports: {} as VersionMetadata };
  for (const load of Object.values(queue?.[0]?.[1] ?? {})) load(module);
  return module.exports;
}

const flatten = (items: Link[]): Link[] =>
  items.flatMap((item) => [item, ...flatten(item.items ?? [])]);

const original = {
  metadata: runChunk(text(read(versionChunk[0] ?? ''))),
  search: JSON.parse(text(read('search-index.json'))) as SearchEntry[],
  sitemap: text(read('sitemap.xml')),
};

/** Each doc's route, from the sidebar links that name it. */
const docRoute = new Map(
  flatten(Object.values(original.metadata.version.docsSidebars).flat())
    .filter((item) => item.docId && item.href)
    .map((item) => [item.docId as string, route(item.href as string)]),
);

const classes: [string, MayOpen][] = [
  ['only /', (r) => r === '/'],
  ['all but the audiences section', (r) => !/^\/(audiences|category\/audiences)(\/|$)/.test(r)],
];

describe('the derived files of the real build', () => {
  it('finds one version chunk', () => {
    expect(versionChunk).toHaveLength(1);
  });

  it.each([
    ['version-metadata', versionChunk[0] ?? ''],
    ['search-index', 'search-index.json'],
    ['sitemap', 'sitemap.xml'],
  ] as const)(
    'gives a reader who may open everything the original %s, byte for byte',
    (kind, file) => {
      const bytes = read(file);
      expect(Buffer.from(derive(kind, bytes, () => true)).equals(bytes)).toBe(true);
    },
  );

  describe.each(classes)('for a reader who may open %s', (_, mayOpen) => {
    const docs = Object.values(original.metadata.version.docs);
    const closed = docs.filter((doc) => !mayOpen(docRoute.get(doc.id) ?? ''));
    const open = docs.filter((doc) => !closed.includes(doc));

    it('the version chunk runs and names no closed page: no link, id, title or description', () => {
      const derived = text(derive('version-metadata', read(versionChunk[0] ?? ''), mayOpen));
      const metadata = runChunk(derived);
      const items = flatten(Object.values(metadata.version.docsSidebars).flat());
      for (const item of items)
        if (item.href) expect(mayOpen(route(item.href)), item.href).toBe(true);
      expect(Object.keys(metadata.version.docs)).toEqual(open.map((doc) => doc.id));
      // Compared as JSON, so that a title is found whatever escapes the chunk spells it with.
      const json = JSON.stringify(metadata);
      const openWords = new Set(open.flatMap((doc) => [doc.title, doc.description]));
      for (const labels of items.map((item) => item.label)) openWords.add(labels);
      for (const doc of closed) {
        expect(json).not.toContain(`"${doc.id}"`);
        for (const word of [doc.title, doc.description]) {
          if (word && !openWords.has(word)) expect(json).not.toContain(JSON.stringify(word));
        }
      }
    });

    it('the search index holds only documents, ids and words of open pages', () => {
      const derived = JSON.parse(
        text(derive('search-index', read('search-index.json'), mayOpen)),
      ) as SearchEntry[];
      expect(derived).toHaveLength(original.search.length);
      for (const [at, entry] of derived.entries()) {
        const documents = original.search[at]?.documents ?? [];
        expect(entry.documents).toEqual(documents.filter((doc) => mayOpen(route(doc.u))));
        const ids = new Set(entry.documents.map((doc) => String(doc.i)));
        for (const [field] of entry.index.fieldVectors) expect(ids).toContain(field.slice(2));
        for (const [term, postings] of entry.index.invertedIndex) {
          const refs = Object.keys(postings.t);
          expect(refs.length, term).toBeGreaterThan(0);
          for (const ref of refs) expect(ids).toContain(ref);
        }
      }
      const openTexts = new Set(derived.flatMap((entry) => entry.documents.map((doc) => doc.t)));
      const json = JSON.stringify(derived);
      for (const entry of original.search) {
        for (const doc of entry.documents) {
          if (mayOpen(route(doc.u)) || openTexts.has(doc.t)) continue;
          expect(json).not.toContain(JSON.stringify(doc.t));
        }
      }
    });

    it('the sitemap lists only open routes', () => {
      const locs = (xml: string) =>
        [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
      const derived = text(derive('sitemap', read('sitemap.xml'), mayOpen));
      expect(locs(derived)).toEqual(locs(original.sitemap).filter((loc) => mayOpen(route(loc))));
    });
  });

  it('leaves a reader who may open only / the introduction and nothing else', () => {
    const isRoot: MayOpen = (r) => r === '/';
    const metadata = runChunk(
      text(derive('version-metadata', read(versionChunk[0] ?? ''), isRoot)),
    );
    expect(metadata.version.docsSidebars).toEqual({
      docs: [{ type: 'link', href: '/', label: 'Introduction', docId: 'intro', unlisted: false }],
    });
    const sitemap = text(derive('sitemap', read('sitemap.xml'), isRoot));
    expect(sitemap.match(/<loc>[^<]*<\/loc>/g)).toEqual(['<loc>https://docs.pulse.example/</loc>']);
    const search = JSON.parse(text(derive('search-index', read('search-index.json'), isRoot)));
    const titles = (search as SearchEntry[])[0]?.documents.map((doc) => doc.t);
    expect(titles).toEqual(['Welcome to Pulse']);
  });
});
