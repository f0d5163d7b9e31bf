import { describe, expect, it } from 'vitest';
import { type Access, audienceKey, SiteManifest } from '../../access';
import type { BlockChunk } from '../../blocks/block-chunks';
import type { ClientManifest } from './client-manifest';
import { parseRegistry } from './registry';
import { pageChunks, type RouteNode } from './route-chunks';
import { siteManifest } from './site-manifest';

// A small docs site as Docusaurus 3.10 leaves it: three layouts at `/` (DocRoot with the
// plugin's context, DocVersionRoot with the version's props), a public intro at `/`, a
// signed-in guide and an admin page.
const admins = audienceKey({ roles: ['Tenant Admin'] });

const registrySource = `export default {
${[
  ['docitem1', '@theme/DocItem'],
  ['docroot1', '@theme/DocRoot'],
  ['version1', '@theme/DocVersionRoot'],
  ['vmeta001', '@generated/docusaurus-plugin-content-docs/default/p/index-1.json'],
  ['plugin01', '@generated/docusaurus-plugin-content-docs/default/__plugin.json'],
  ['intro001', '@site/docs/intro.md'],
  ['guide001', '@site/docs/guide.md'],
  ['admin001', '@site/docs/admin.md'],
  ['orphan01', '@site/docs/orphan.md'],
]
  .map(
    ([name, module]) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`,
  )
  .join('\n')}
};
`;

const routes: RouteNode[] = [
  {
    path: '/',
    component: '@theme/DocRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        routes: [
          { path: '/', component: '@theme/DocItem' },
          { path: '/guide/', component: '@theme/DocItem' },
          { path: '/admin', component: '@theme/DocItem' },
        ],
      },
    ],
  },
];

const chunkNames = {
  '/-aaa': { __comp: 'docroot1', __context: { plugin: 'plugin01' } },
  '/-bbb': { __comp: 'version1', __props: 'vmeta001' },
  '/-ccc': { __comp: 'docitem1', content: 'intro001' },
  '/guide/-ddd': { __comp: 'docitem1', content: 'guide001' },
  '/admin-eee': { __comp: 'docitem1', content: 'admin001' },
};

const js = (...files: string[]) => ({ js: files.map((file) => ({ file: `assets/js/${file}` })) });
const client: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: [1, 2, 3],
    docitem1: [10, 11],
    docroot1: [12],
    version1: [13],
    plugin01: [14],
    vmeta001: [15],
    intro001: [20, 21],
    guide001: [20, 22, 26, 23],
    admin001: [22, 24],
    orphan01: [25],
    // A dynamic import inside code (mermaid's diagram types, the search worker).
    99: [99],
  },
  assets: {
    1: js('runtime~main.r.js'),
    2: js('main.m.js'),
    3: { css: [{ file: 'assets/css/styles.s.css' }] },
    10: js('10.docitem-split.js'),
    11: js('docitem1.h.js'),
    12: js('docroot1.h.js'),
    13: js('version1.h.js'),
    14: js('plugin01.h.js'),
    15: js('vmeta001.h.js'),
    20: js('20.intro-and-guide.js'),
    21: js('intro001.h.js'),
    22: js('22.guide-and-admin.js'),
    23: js('guide001.h.js'),
    24: js('admin001.h.js'),
    25: js('orphan01.h.js'),
    26: js('26.twin.js'),
    // Webpack wrote chunk 27's file too, but the manifest names 26's under its id.
    27: js('26.twin.js'),
    99: js('99.lazy.js'),
  },
};

const texts: Record<string, string> = {
  'index.html': '<img src="/img/logo.svg">',
  'guide/index.html': '<img src="/img/logo.svg"><img src="/img/shared.svg">',
  'admin/index.html': '<img src="/img/logo.svg"><img src="/img/shared.svg">',
  'assets/js/admin001.h.js': 'e.exports="/img/admin-diagram.svg"',
  'assets/js/main.m.js': 'logo:{src:"img/logo.svg"}',
};

const files = [
  ...Object.keys(texts),
  '404.html',
  'favicon.ico',
  'sitemap.xml',
  'img/logo.svg',
  'img/shared.svg',
  'img/admin-diagram.svg',
  'img/unused.svg',
  'assets/css/styles.s.css',
  ...Object.values(client.assets).flatMap((asset) => (asset?.js ?? []).map((f) => f.file)),
  'assets/js/27.twin.js',
  'assets/js/main.m.js.LICENSE.txt',
  'assets/js/admin001.h.js.LICENSE.txt',
];

// A `<ForAudience>` block of the guide for admins: an unnamed dynamic import (chunk 98), with
// a split chunk of code it shares (10) and an image only it names.
const blockClient: ClientManifest = {
  ...client,
  origins: { ...client.origins, 98: [10, 98] },
  assets: { ...client.assets, 98: js('98.block.js') },
};
texts['assets/js/98.block.js'] = 'e.exports="/img/block-only.svg"';

function build(blocks?: BlockChunk[]) {
  const registry = parseRegistry(registrySource);
  return siteManifest({
    baseUrl: '/',
    blocks,
    files: [...new Set(files), ...(blocks ? ['assets/js/98.block.js', 'img/block-only.svg'] : [])],
    pages: pageChunks(routes, chunkNames, registry),
    audiences: new Map<string, Access>([
      ['/', 'public'],
      ['/admin', { roles: ['Tenant Admin'] }],
    ]),
    client: blocks ? blockClient : client,
    registry,
    plugins: new Set(['docusaurus-plugin-sitemap', '@easyops-cn/docusaurus-search-local']),
    read: (file) => texts[file] ?? '',
  });
}

describe('siteManifest', () => {
  const manifest = build();
  const access = (file: string) => manifest.files[file];

  it('is a manifest the gate reads, with every page route and its audience (signed-in by default)', () => {
    expect(SiteManifest.parse(manifest)).toEqual(manifest);
    expect(manifest.routes).toEqual({ '/': 'public', '/guide': 'signed-in', '/admin': admins });
  });

  it("gives each page's HTML and content chunk its page's audience", () => {
    expect(access('index.html')).toEqual({ audiences: ['public'] });
    expect(access('guide/index.html')).toEqual({ audiences: ['signed-in'] });
    expect(access('admin/index.html')).toEqual({ audiences: [admins] });
    expect(access('assets/js/intro001.h.js')).toEqual({ audiences: ['public'] });
    expect(access('assets/js/guide001.h.js')).toEqual({ audiences: ['signed-in'] });
    expect(access('assets/js/admin001.h.js')).toEqual({ audiences: [admins] });
    expect(access('assets/js/admin001.h.js.LICENSE.txt')).toEqual({ audiences: [admins] });
  });

  it('makes code public: the entry, theme components, plugin ids, lazily loaded chunks, 404', () => {
    for (const file of [
      'assets/js/runtime~main.r.js',
      'assets/js/main.m.js',
      'assets/js/main.m.js.LICENSE.txt',
      'assets/css/styles.s.css',
      'assets/js/docitem1.h.js',
      'assets/js/docroot1.h.js',
      'assets/js/version1.h.js',
      'assets/js/plugin01.h.js',
      'assets/js/99.lazy.js',
      '404.html',
    ]) {
      expect(access(file), file).toEqual({ audiences: ['public'] });
    }
  });

  it('gives a split chunk the widest audience of the pages that load it', () => {
    expect(access('assets/js/10.docitem-split.js')).toEqual({ audiences: ['public'] });
    expect(access('assets/js/20.intro-and-guide.js')).toEqual({ audiences: ['public'] });
    expect(access('assets/js/22.guide-and-admin.js')).toEqual({ audiences: ['signed-in'] });
    expect(access('assets/js/26.twin.js')).toEqual({ audiences: ['signed-in'] });
    expect(access('assets/js/27.twin.js')).toEqual({ audiences: ['signed-in'] });
  });

  it('marks the version metadata, the sitemap and the search index (listed by name) as derived', () => {
    expect(access('assets/js/vmeta001.h.js')).toEqual({ derived: 'version-metadata' });
    expect(access('sitemap.xml')).toEqual({ derived: 'sitemap' });
    expect(access('search-index.json')).toEqual({ derived: 'search-index' });
  });

  it('gives images the audiences of the files that name them, the favicon to everyone', () => {
    expect(access('img/logo.svg')).toEqual({ audiences: ['public'] });
    expect(access('img/shared.svg')).toEqual({ audiences: ['signed-in'] });
    expect(access('img/admin-diagram.svg')).toEqual({ audiences: [admins] });
    expect(access('favicon.ico')).toEqual({ audiences: ['public'] });
  });

  it('leaves out what it cannot place (the gate serves it as signed-in)', () => {
    expect(access('img/unused.svg')).toBeUndefined();
    expect(access('assets/js/orphan01.h.js')).toBeUndefined();
  });

  it('lists every other file of the build', () => {
    const listed = new Set(Object.keys(manifest.files));
    const missing = files.filter((file) => !listed.has(file));
    expect(missing.sort()).toEqual(['assets/js/orphan01.h.js', 'img/unused.svg']);
  });
});

describe('siteManifest with <ForAudience> blocks', () => {
  const manifest = build([{ audience: admins, files: ['assets/js/98.block.js'], partials: [] }]);

  it("gives a block's chunk its audience only (an unnamed dynamic import is otherwise public code)", () => {
    expect(manifest.files['assets/js/98.block.js']).toEqual({ audiences: [admins] });
    expect(build().files['assets/js/98.block.js']).toBeUndefined();
  });

  it('gives what only the block names its audience, and leaves shared code as it was', () => {
    expect(manifest.files['img/block-only.svg']).toEqual({ audiences: [admins] });
    expect(manifest.files['assets/js/10.docitem-split.js']).toEqual({ audiences: ['public'] });
    expect(manifest.files['assets/js/guide001.h.js']).toEqual({ audiences: ['signed-in'] });
  });
});

describe('pageChunks', () => {
  it("takes each page's chunks and its layouts', told apart at one path by their component", () => {
    const pages = pageChunks(routes, chunkNames, parseRegistry(registrySource));
    expect(pages.map((page) => page.path)).toEqual(['/', '/guide/', '/admin']);
    expect(pages[0]?.chunks.map((chunk) => `${chunk.key}:${chunk.name}`)).toEqual([
      '__comp:docroot1',
      'plugin:plugin01',
      '__comp:version1',
      '__props:vmeta001',
      '__comp:docitem1',
      'content:intro001',
    ]);
  });

  it('refuses to guess between two entries of one path and component', () => {
    const twice = { ...chunkNames, '/-fff': { __comp: 'docitem1', content: 'guide001' } };
    expect(() => pageChunks(routes, twice, parseRegistry(registrySource))).toThrow(
      /cannot tell which chunks the route \/ \(@theme\/DocItem\) loads: 2 entries/,
    );
  });
});

describe('parseRegistry', () => {
  it('reads each chunk name and its module', () => {
    const registry = parseRegistry(registrySource);
    expect(registry.get('intro001')).toBe('@site/docs/intro.md');
    expect(registry.size).toBe(9);
  });

  it('fails loudly on a registry in another format', () => {
    expect(() => parseRegistry('export default { a: () => import("x") }')).toThrow(
      /not in the format of Docusaurus 3\.10/,
    );
  });
});
