import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../scripts/serve.mjs';
import { categoryRoutes, docRoutes, requireBuild, site } from './site';

const root = requireBuild();

/** The built HTML of a route (Docusaurus writes `{route}/index.html`). */
function html(route: string): string {
  return readFileSync(join(root, route, 'index.html'), 'utf8');
}

/** The words of a page's markdown body: its article, without tags, code or diagrams' source. */
function bodyWords(page: string): number {
  const body = page.match(
    /<div class="theme-doc-markdown markdown">([\s\S]*?)<\/div><\/article>/,
  )?.[1];
  if (!body) return 0;
  const text = body
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

describe('the built docs site', () => {
  it('has exactly the routes of spec 001 §2 and no other doc route', () => {
    expect([...siteRoutes(root)].sort()).toEqual(
      [...docRoutes, ...categoryRoutes, '/search'].sort(),
    );
    for (const route of [...docRoutes, ...categoryRoutes, '/search']) {
      expect(existsSync(join(root, route, 'index.html')), route).toBe(true);
    }
    expect(existsSync(join(root, '404.html'))).toBe(true);
  });

  it.each(docRoutes)('%s has a title, a description and at least 150 words', (route) => {
    const page = html(route);
    expect(page).toMatch(/<title[^>]*>[^<]+ \| Pulse Docs<\/title>/);
    expect(page).toMatch(/<meta [^>]*name="description" content="[^"]{30,}"/);
    expect(bodyWords(page)).toBeGreaterThanOrEqual(150);
  });

  it('has no placeholder text on any page', () => {
    for (const route of [...docRoutes, ...categoryRoutes]) {
      const text = html(route).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(text, route).not.toMatch(/lorem|\bTODO\b|coming soon/i);
    }
  });

  it('has mermaid diagrams on the flow pages and zoomable images on a few', () => {
    // Mermaid renders in the browser (the e2e test sees its SVG); here, the generated markdown.
    const markdown = (id: string) => readFileSync(join(site, 'docs', `${id}.md`), 'utf8');
    for (const id of [
      'intro',
      'renewal-management/index',
      'journey-funnel/index',
      'journey-funnel/funnels',
      'workflows/create-a-workflow',
      'workflows/segment-webhook-workflow',
      'data-connections/database/postgres',
      'data-connections/apps/segment',
    ]) {
      expect(markdown(id), id).toContain('```mermaid');
    }
    const images = docRoutes.filter((r) => /<img [^>]*src="data:image\/svg\+xml/.test(html(r)));
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  it('ranks search with lunr BM25 at k1 1.2 and b 0.75', () => {
    const require = createRequire(join(site, 'package.json'));
    const lunr = require('lunr') as { Builder: new () => { _b: number; _k1: number } };
    const builder = new lunr.Builder();
    expect([builder._k1, builder._b]).toEqual([1.2, 0.75]);
    expect(existsSync(join(root, 'search-index.json'))).toBe(true);
  });
});

/** `docusaurus build` in `dir`; resolves to its output when it fails, null when it succeeds. */
async function failedBuild(dir: string): Promise<string | null> {
  const run = promisify(execFile)(
    'npx',
    ['docusaurus', 'build', '--no-minify', '--out-dir', 'build'],
    {
      cwd: dir,
      env: { ...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return run.then(
    () => null,
    (e: { stderr: string; stdout: string }) => `${e.stdout}${e.stderr}`,
  );
}

describe('a copy of the site', () => {
  it("fails to build with a typo in a page's access, in a block's, then with a broken link", {
    timeout: 480_000,
  }, async () => {
    // Inside the site folder so that the copy resolves the same node_modules.
    const copy = mkdtempSync(join(site, '.broken-link-'));
    try {
      for (const entry of [
        'src',
        'static',
        'scripts',
        'docusaurus.config.mjs',
        'sidebars.js',
        'package.json',
      ]) {
        cpSync(join(site, entry), join(copy, entry), { recursive: true });
      }
      const { loadGenerator } = await import('../scripts/generate.mjs');
      const { generate } = await loadGenerator();
      generate(copy, {
        append: { route: '/quick-start', markdown: 'See [the old guide](/no-such-page).' },
      });
      // A typo in access fails the build once the content is loaded, before any bundling,
      // naming the page: a page meant for some readers must never quietly become everyone's.
      const page = join(copy, 'docs', 'release-notes.md');
      writeFileSync(page, readFileSync(page, 'utf8').replace(/^---\n/, '---\naccess: publc\n'));
      const typo = await failedBuild(copy);
      expect(typo, 'the build with a typo succeeded').not.toBeNull();
      expect(typo).toMatch(/docs\/release-notes\.md: access must be public, signed-in/);

      // So does a typo in a <ForAudience> block's rule, when the remark plugin compiles the page.
      const valid = readFileSync(page, 'utf8').replace('access: publc\n', '');
      const block = "\n<ForAudience role={['Tenant Admin']}>\n\nFor admins.\n\n</ForAudience>\n";
      writeFileSync(page, `${valid}${block}`);
      const blockTypo = await failedBuild(copy);
      expect(blockTypo, 'the build with a typo in a block succeeded').not.toBeNull();
      expect(blockTypo).toMatch(
        /docs\/release-notes\.md:\d+ <ForAudience>: <ForAudience> takes roles, permissions, tenants, not role/,
      );

      writeFileSync(page, valid);
      const broken = await failedBuild(copy);
      expect(broken, 'the build with a broken link succeeded').not.toBeNull();
      expect(broken).toMatch(/broken link[\s\S]*\/no-such-page/i);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
