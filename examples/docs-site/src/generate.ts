// Writes the site's docs and sidebar from the outline: docs/**/*.md (one per page, through its
// kind's template) and sidebars.json. Both are generated files, never edited by hand.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type Category,
  categories,
  isCategory,
  type OutlineNode,
  outline,
  pages,
  type Route,
} from './outline';
import { docId, render } from './templates';

/** How Docusaurus turns a category label into its generated page's slug (GitHub's slugger). */
export function labelSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

type SidebarItem =
  | string
  | {
      type: 'category';
      label: string;
      link: { type: 'generated-index'; description: string };
      items: SidebarItem[];
    };

function sidebar(nodes: OutlineNode[]): SidebarItem[] {
  return nodes.map((node) =>
    isCategory(node)
      ? {
          type: 'category',
          label: node.category,
          link: { type: 'generated-index', description: node.description },
          items: sidebar(node.items),
        }
      : docId(node.route),
  );
}

/**
 * Pages written by hand in MDX, copied as they are: they show the reader's own details with the
 * theme's `<Reader>` component, which no outline template has. Each comes last in the sidebar;
 * its front matter turns pagination off, so no page links to it by previous/next but its
 * sidebar neighbour, and it links to none.
 */
const readerPagesDir = (siteDir: string) => join(siteDir, 'src', 'reader-pages');
const readerPages = (siteDir: string) =>
  readdirSync(readerPagesDir(siteDir))
    .filter((name) => name.endsWith('.mdx'))
    .sort();

/**
 * The `<ForAudience>` partials the docs gate's remark plugin wrote beside the pages, by path.
 * They outlive a regeneration: webpack's persistent cache reuses an unchanged page's compiled
 * module, which imports its partials, without running the remark plugin again to rewrite them.
 */
function blockPartials(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /^_gh-block-.*\.mdx$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      found.set(path, readFileSync(path, 'utf8'));
    }
  }
  return found;
}

export interface GenerateOptions {
  /** Extra markdown appended to the page at this route (tests use it to break a link). */
  append?: { route: Route; markdown: string };
}

/** Generate into `siteDir`; returns the number of pages written. */
export function generate(siteDir: string, options: GenerateOptions = {}): number {
  const mismatched = categories().filter(
    (c: Category) => `/category/${labelSlug(c.category)}` !== c.slug,
  );
  if (mismatched.length) {
    throw new Error(
      `Category labels that do not give their slug: ${mismatched.map((c) => c.category).join(', ')}`,
    );
  }
  const all = pages();
  const routes = new Set<Route>();
  for (const page of all) {
    if (routes.has(page.route)) throw new Error(`Two pages at ${page.route}`);
    routes.add(page.route);
  }
  const titles = new Map(all.map((page) => [page.route, page.label ?? page.title] as const));
  const docs = join(siteDir, 'docs');
  const partials = existsSync(docs) ? blockPartials(docs) : new Map<string, string>();
  rmSync(docs, { recursive: true, force: true });
  for (const page of all) {
    const file = join(docs, `${docId(page.route)}.md`);
    mkdirSync(dirname(file), { recursive: true });
    let markdown = render(page, titles);
    if (options.append?.route === page.route) markdown += `\n${options.append.markdown}\n`;
    writeFileSync(file, markdown);
  }
  const extra = readerPages(siteDir);
  for (const name of extra) copyFileSync(join(readerPagesDir(siteDir), name), join(docs, name));
  for (const [path, text] of partials) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  const items = [...sidebar(outline), ...extra.map((name) => name.replace(/\.mdx$/, ''))];
  writeFileSync(join(siteDir, 'sidebars.json'), `${JSON.stringify({ docs: items }, null, 2)}\n`);
  return all.length + extra.length;
}
