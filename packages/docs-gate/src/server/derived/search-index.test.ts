import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { DerivedFileError, derive } from '.';

interface Doc {
  i: number;
  t: string;
  u: string;
  [key: string]: unknown;
}

/**
 * `search-index.json` as @easyops-cn/docusaurus-search-local writes it for `language: ['en']`
 * (its buildIndex.js, written out here): per kind of document, the documents and a lunr index.
 */
function pluginIndex(kinds: Doc[][]): string {
  return JSON.stringify(
    kinds.map((documents) => ({
      documents,
      index: lunr(function () {
        this.ref('i');
        this.field('t');
        this.metadataWhitelist = ['position'];
        for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
      }),
    })),
  );
}

const titles: Doc[] = [
  { i: 1, t: 'Welcome to Pulse', u: '/docs/', b: [] },
  { i: 2, t: 'Rotating signing keys', u: '/docs/admin/keys', b: ['Administration'] },
  { i: 3, t: 'Audiences', u: '/docs/audiences/', b: ['Audiences'] },
];
const headings: Doc[] = [
  { i: 4, t: 'Where to start', u: '/docs/', h: '#where-to-start', p: 1 },
  { i: 5, t: 'Revoke a compromised key', u: '/docs/admin/keys', h: '#revoke', p: 2 },
];
const content: Doc[] = [
  {
    i: 6,
    t: 'Pulse joins product usage per account.',
    s: 'Welcome to Pulse',
    u: '/docs/',
    h: '',
    p: 1,
  },
  {
    i: 7,
    t: 'Rotate the hunter2 vault quarterly.',
    s: 'Revoke a compromised key',
    u: '/docs/admin/keys',
    h: '#revoke',
    p: 2,
  },
  {
    i: 8,
    t: 'Audiences group accounts by signals.',
    s: 'Audiences',
    u: '/docs/audiences/',
    h: '',
    p: 3,
  },
];
const original = new TextEncoder().encode(pluginIndex([titles, headings, [], content]));
const options = { baseUrl: '/docs/' };

type Entry = { documents: Doc[]; index: object };
const deriveFor = (mayOpen: (route: string) => boolean): Entry[] =>
  JSON.parse(new TextDecoder().decode(derive('search-index', original, mayOpen, options)));
const search = (entries: Entry[], query: string) =>
  entries.flatMap((entry) =>
    lunr.Index.load(entry.index)
      .search(query)
      .map((hit) => Number(hit.ref)),
  );

describe('search-index', () => {
  it('gives a reader who may open everything the index the plugin wrote, byte for byte', () => {
    const opened = new Set<string>();
    const all = derive('search-index', original, (route) => opened.add(route).size > 0, options);
    expect(Buffer.from(all).equals(Buffer.from(original))).toBe(true);
    expect(opened).toEqual(new Set(['/', '/admin/keys', '/audiences']));
  });

  it('rebuilds each index from the documents of the pages a reader may open', () => {
    const entries = deriveFor((route) => route !== '/admin/keys');
    expect(entries.map((entry) => entry.documents.map((doc) => doc.i))).toEqual([
      [1, 3],
      [4],
      [],
      [6, 8],
    ]);
    // The documents are kept as written (breadcrumbs, anchors, parents).
    expect(entries[1]?.documents[0]).toEqual(headings[0]);
    expect(search(entries, 'pulse')).toEqual([1, 6]);
    // Not a hit, not a snippet, and not even a word of the closed page is left in the index.
    expect(search(entries, 'rotat*')).toEqual([]);
    expect(search(entries, 'hunter2')).toEqual([]);
    const text = JSON.stringify(entries);
    for (const secret of ['Rotat', 'hunter2', 'compromis', 'revok', 'keys', 'Administration']) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('answers the same searches as the full index for the pages a reader keeps', () => {
    const entries = deriveFor((route) => route !== '/admin/keys');
    const full = JSON.parse(new TextDecoder().decode(original)) as Entry[];
    expect(search(entries, 'audience*')).toEqual(search(full, 'audience*'));
  });

  it('gives a reader who may open nothing empty indexes that still load', () => {
    const entries = deriveFor(() => false);
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry.documents).toEqual([]);
      expect(lunr.Index.load(entry.index).search('pulse')).toEqual([]);
    }
  });

  it.each([
    ['HTML', '<!doctype html><p>Not found</p>', /search-index: not JSON/],
    ['an object', '{"documents":[]}', /not the search plugin's index/],
    ['an entry without an index', '[{"documents":[]}]', /not the search plugin's index/],
    [
      'a document without its page',
      pluginIndex([[{ i: 1, t: 'x', u: '/docs/' }]]).replace('"u":"/docs/"', '"v":"/docs/"'),
      /not the search plugin's index[\s\S]*u/,
    ],
    [
      'another lunr',
      pluginIndex([titles]).replace('"version":"2.3.9"', '"version":"2.4.0"'),
      /built with lunr 2\.4\.0/,
    ],
    [
      'another language',
      pluginIndex([titles]).replace('"pipeline":["stemmer"]', '"pipeline":["stemmer-de"]'),
      /search pipeline \[stemmer-de\]/,
    ],
    [
      'an entry with more keys',
      pluginIndex([titles]).replace('[{"documents"', '[{"extra":1,"documents"'),
      /Unrecognized key/,
    ],
  ])('refuses %s with a clear error', (_, text, message) => {
    const call = () => derive('search-index', new TextEncoder().encode(text), () => true, options);
    expect(call).toThrow(DerivedFileError);
    expect(call).toThrow(message);
  });
});
