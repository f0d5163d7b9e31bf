import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { audienceKey } from '@gatehouse/docs-gate';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../scripts/serve.mjs';
import { docId } from '../src/templates';
import {
  blockTexts,
  builtFiles,
  categoryRoutes,
  docRoutes,
  docSource,
  readManifest,
  requireBuild,
  site,
} from './site';

// The site manifest the docs gate's theme writes after `docusaurus build` (issue 28), read
// against the real build: the routes' audiences, every file once, and who may fetch what.
const root = requireBuild();
const manifest = readManifest(root);

const routeOf = (path: string) => (path === '/' ? path : path.replace(/\/$/, ''));

const admins = audienceKey({ roles: ['Tenant Admin'] });
const adminRoutes = [
  '/administration/audit-log-export',
  '/administration/sso-scim',
  '/administration/workspace-settings',
  '/category/administration',
];

/** The registry's chunk name of a module, and that chunk's built file. */
function chunkOf(module: string): string {
  const registry = readFileSync(join(site, '.docusaurus/registry.js'), 'utf8');
  const name = registry.match(
    new RegExp(`"([^"]+)": \\[\\(\\) => import\\([^)]*"${module}"\\)`),
  )?.[1];
  const file = builtFiles(root).find((f) => f.startsWith(`assets/js/${name}.`));
  if (!name || !file) throw new Error(`no chunk for ${module}`);
  return file;
}

describe('the site manifest', () => {
  it('gives every route its audience: public, admin-only, or signed-in by default', () => {
    const routes = [...siteRoutes(root)].map(routeOf).sort();
    expect(Object.keys(manifest.routes).sort()).toEqual(routes);
    expect(routes).toEqual([...docRoutes, ...categoryRoutes, '/search'].map(routeOf).sort());
    for (const route of routes) {
      const expected = ['/', '/security', '/search'].includes(route)
        ? 'public'
        : adminRoutes.includes(route)
          ? admins
          : 'signed-in';
      expect(manifest.routes[route], route).toBe(expected);
    }
  });

  it('hands the client the same routes as global data', () => {
    const globalData = JSON.parse(readFileSync(join(site, '.docusaurus/globalData.json'), 'utf8'));
    expect(globalData['gatehouse-docs-gate'].default.routes).toEqual(manifest.routes);
  });

  it('takes a page without access front matter as signed-in', () => {
    const markdown = readFileSync(join(site, 'docs', `${docId('/quick-start')}.md`), 'utf8');
    expect(markdown.split('---')[1]).not.toContain('access');
    expect(manifest.routes['/quick-start']).toBe('signed-in');
  });

  it('lists every file of the build once, but static images no built file names', () => {
    const files = builtFiles(root);
    const unlisted = files.filter((file) => !(file in manifest.files));
    const texts = files
      .filter((f) => /\.(html|js|css)$/.test(f))
      .map((f) => readFileSync(join(root, f), 'utf8'));
    // The site's images are inlined into the pages as data URIs: their copies are named by none.
    for (const file of unlisted) {
      expect(file, file).toMatch(/^img\/.+\.svg$/);
      expect(
        texts.some((text) => text.includes(`/${file}`)),
        file,
      ).toBe(false);
    }
    expect(Object.keys(manifest.files).filter((file) => !files.includes(file))).toEqual([]);
    expect(manifest.files['search-index.json']).toEqual({ derived: 'search-index' });
    expect(manifest.files['sitemap.xml']).toEqual({ derived: 'sitemap' });
  });

  it("gives each page's HTML and content chunk its own audience, never a wider one", () => {
    for (const route of docRoutes) {
      const audience = manifest.routes[routeOf(route)];
      const html = route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`;
      expect(manifest.files[html], html).toEqual({ audiences: [audience] });
      const chunk = chunkOf(`@site/${docSource(docId(route as `/${string}`)) ?? route}`);
      expect(manifest.files[chunk], `${route}: ${chunk}`).toEqual({ audiences: [audience] });
    }
    const category = chunkOf(
      '@generated/docusaurus-plugin-content-docs/default/p/category-administration-[^"]*.json',
    );
    expect(manifest.files[category]).toEqual({ audiences: [admins] });
  });

  it("lists a <ForAudience> block's chunk under the block's audience only, apart from its page", () => {
    const blocks = blockTexts();
    expect(blocks.map((block) => [block.route, block.audience])).toEqual([
      ['/getting-started/rbac', admins],
    ]);
    const scripts = builtFiles(root).filter((file) => file.endsWith('.js'));
    for (const block of blocks) {
      const [heading, sentence] = block.phrases;
      const holding = scripts.filter((file) =>
        readFileSync(join(root, file), 'utf8').includes(sentence as string),
      );
      expect(holding, `${block.route}: ${heading}`).toHaveLength(1);
      const chunk = holding[0] as string;
      expect(manifest.files[chunk]).toEqual({ audiences: [block.audience] });
      // Not the page's own chunk (that one is signed-in), and not a registry chunk.
      const page = chunkOf(`@site/${docSource(docId(block.route as `/${string}`))}`);
      expect(chunk).not.toBe(page);
      expect(manifest.files[page]).toEqual({ audiences: [manifest.routes[block.route]] });
    }
  });
});
