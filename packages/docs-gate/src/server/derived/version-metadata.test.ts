import { describe, expect, it } from 'vitest';
import { DerivedFileError, derive } from '.';
import { runJsonChunk } from './test/webpack-shim';

const link = (href: string, label: string, docId?: string) => ({
  type: 'link',
  href,
  label,
  ...(docId ? { docId } : {}),
  unlisted: false,
});

const category = (label: string, items: object[], href?: string) => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href ? { href } : {}),
});

const doc = (id: string, title: string) => ({
  id,
  title,
  description: `All about ${title}`,
  sidebar: 'docs',
});

/** Version metadata as the docs plugin writes it, for a site under `/docs/`. */
const metadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    isLast: true,
    docsSidebars: {
      docs: [
        link('/docs/', 'Introduction', 'intro'),
        category(
          'Guides',
          [
            link('/docs/guides/setup', 'Set up', 'guides/setup'),
            link('/docs/guides/keys', "Rotating the admin's keys", 'guides/keys'),
          ],
          '/docs/category/guides',
        ),
        category(
          'Administration',
          [link('/docs/admin/keys/', 'Café keys — secret', 'admin/keys')],
          '/docs/category/administration',
        ),
        category(
          'Team only',
          [category('Nested', [link('/docs/team/deep#part', 'Deep', 'team/deep')])],
          '/docs/team',
        ),
        link('https://status.pulse.example', 'Status'),
        { type: 'html', value: '<hr/>', defaultStyle: true },
      ],
    },
    docs: {
      intro: doc('intro', 'Welcome'),
      'guides/setup': doc('guides/setup', 'Set up'),
      'guides/keys': doc('guides/keys', "Rotating the admin's keys"),
      'admin/keys': doc('admin/keys', 'Café keys — secret'),
      'team/deep': doc('team/deep', 'Deep'),
    },
  },
};

/** The chunk as webpack and terser (ascii_only, as Docusaurus sets it) write it. */
function chunkOf(json: unknown): string {
  const text = JSON.stringify(json)
    .replace(/[\\']/g, '\\$&')
    .replace(/[\u007f-\uffff]/g, (c) => {
      const hex = c.charCodeAt(0).toString(16);
      return hex.length <= 2 ? `\\x${hex}` : `\\u${hex.padStart(4, '0')}`;
    });
  return `"use strict";(globalThis.webpackChunk_site||=[]).push([[1567],{55226(e){e.exports=JSON.parse('${text}')}}]);`;
}

const original = new TextEncoder().encode(chunkOf(metadata));
const options = { baseUrl: '/docs/' };
const deriveFor = (mayOpen: (route: string) => boolean) => {
  const text = new TextDecoder().decode(derive('version-metadata', original, mayOpen, options));
  return { text, json: runJsonChunk(text) as typeof metadata };
};
const labels = (json: unknown) =>
  [...JSON.stringify(json).matchAll(/"label":"([^"]*)"/g)].map((m) => m[1]);

describe('version-metadata', () => {
  it('gives a reader who may open everything the very same bytes', () => {
    const opened: string[] = [];
    const all = derive('version-metadata', original, (route) => opened.push(route) > 0, options);
    expect(Buffer.from(all).equals(Buffer.from(original))).toBe(true);
    expect(runJsonChunk(new TextDecoder().decode(all))).toEqual(metadata);
    // Routes in the manifest's spelling: baseUrl, trailing slash and hash taken off.
    expect(new Set(opened)).toEqual(
      new Set(
        ['/', '/guides/setup', '/guides/keys', '/category/guides', '/admin/keys'].concat([
          '/category/administration',
          '/team/deep',
          '/team',
        ]),
      ),
    );
  });

  it('cuts the sidebar and the docs down to what a reader may open', () => {
    const allowed = new Set(['/', '/guides/setup', '/category/administration', '/team/deep']);
    const { text, json } = deriveFor((route) => allowed.has(route));
    expect(json.version.docsSidebars.docs).toEqual([
      link('/docs/', 'Introduction', 'intro'),
      // The category's own page is closed to them: it keeps its open item, not its link.
      category('Guides', [link('/docs/guides/setup', 'Set up', 'guides/setup')]),
      // Its page is open to them, its only item is not: the link stays, the item goes.
      category('Administration', [], '/docs/category/administration'),
      category('Team only', [
        category('Nested', [link('/docs/team/deep#part', 'Deep', 'team/deep')]),
      ]),
      link('https://status.pulse.example', 'Status'),
      { type: 'html', value: '<hr/>', defaultStyle: true },
    ]);
    expect(Object.keys(json.version.docs)).toEqual(['intro', 'guides/setup', 'team/deep']);
    expect(json.version).toMatchObject({ pluginId: 'default', label: 'Next', isLast: true });
    for (const secret of ['Rotating', "admin\\'s", 'Caf', 'secret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops every doc no sidebar link names, whose route it cannot tell (fail closed)', () => {
    const unlinked = structuredClone(metadata) as typeof metadata & {
      version: { docs: Record<string, ReturnType<typeof doc>> };
    };
    // A category's own doc (linked by the category's href, with no docId) and a doc in no sidebar.
    unlinked.version.docs.team = doc('team', 'The team');
    unlinked.version.docs.orphan = doc('orphan', 'Not in any sidebar');
    const input = new TextEncoder().encode(chunkOf(unlinked));
    const text = new TextDecoder().decode(derive('version-metadata', input, () => true, options));
    expect(Object.keys((runJsonChunk(text) as typeof metadata).version.docs)).toEqual(
      Object.keys(metadata.version.docs),
    );
    expect(text).not.toContain('The team');
    expect(text).not.toContain('Not in any sidebar');
  });

  it('drops a category left with neither items nor a link of its own', () => {
    const { json } = deriveFor((route) => route === '/' || route === '/guides/keys');
    expect(labels(json.version.docsSidebars)).toEqual([
      'Introduction',
      'Guides',
      "Rotating the admin's keys",
      'Status',
    ]);
    expect(Object.keys(json.version.docs)).toEqual(['intro', 'guides/keys']);
  });

  it('gives a reader who may open nothing no page of the site, and a chunk that still runs', () => {
    const { json } = deriveFor(() => false);
    expect(json.version.docsSidebars.docs).toEqual([
      link('https://status.pulse.example', 'Status'),
      { type: 'html', value: '<hr/>', defaultStyle: true },
    ]);
    expect(json.version.docs).toEqual({});
  });

  it('keeps a title with quotes, backslashes and any character intact', () => {
    const title = `It's a "\\" — ☕ 😀 \u2028 line`;
    const tricky = structuredClone(metadata);
    tricky.version.docs.intro.title = title;
    const input = new TextEncoder().encode(chunkOf(tricky));
    const out = derive('version-metadata', input, (route) => route === '/', options);
    const json = runJsonChunk(new TextDecoder().decode(out)) as typeof metadata;
    expect(json.version.docs.intro.title).toBe(title);
  });

  it.each([
    [
      'an HTML page',
      '<!doctype html><title>Not found</title>',
      /not a version chunk: it is not a webpack chunk/,
    ],
    [
      'a code chunk',
      '"use strict";(globalThis.webpackChunk_site||=[]).push([[1],{1(e){e.exports=1}}]);',
      /embeds no JSON\.parse/,
    ],
    [
      'two JSON modules',
      chunkOf({ a: 1 }).replace('}}]);', `},2(e){e.exports=JSON.parse('{}')}}]);`),
      /more than one JSON module/,
    ],
    ['an unterminated string', chunkOf(metadata).slice(0, 200), /never ends/],
    [
      'JSON that does not parse',
      `(globalThis.webpackChunk_s||=[]).push([[1],{1(e){e.exports=JSON.parse('{"version":')}}]);`,
      /does not parse/,
    ],
    [
      'a category props chunk',
      chunkOf({ categoryGeneratedIndex: { title: 'Guides', slug: '/category/guides' } }),
      /not the docs plugin's version metadata/,
    ],
    [
      'an unknown sidebar item',
      chunkOf({ version: { docsSidebars: { docs: [{ type: 'ref', id: 'x' }] }, docs: {} } }),
      /not the docs plugin's version metadata/,
    ],
    [
      'a link without an href',
      chunkOf({ version: { docsSidebars: { docs: [{ type: 'link', label: 'x' }] }, docs: {} } }),
      /version\.docsSidebars\.docs/,
    ],
  ])('refuses %s with a clear error', (_, text, message) => {
    const input = new TextEncoder().encode(text);
    const call = () => derive('version-metadata', input, () => true, options);
    expect(call).toThrow(DerivedFileError);
    expect(call).toThrow(message);
  });
});
