import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Test helpers live in src/server/test/, one file per kind of helper; the gate never
// imports them.

/** A file of the fixture site: where it is, the route or path that reaches it, its marker. */
export interface FixtureFile {
  kind: string;
  file: string;
  /** What a reader requests. */
  path: string;
  /** Whether it is a page (a redirect for signed-out readers) or a file (401). */
  page: boolean;
  marker: string;
}

const marker = (name: string) => `GATE-MARKER-${name}-${randomUUID()}`;

const html = (title: string, mark: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${mark}</main></body></html>\n`;

/**
 * A built site in a temporary folder, shaped like Docusaurus's output, each file holding a
 * unique marker; beside it (outside the root) a secret file and a folder the site links to,
 * and a fake sign-in page folder. `remove()` deletes all of it.
 */
export function createFixture() {
  const base = mkdtempSync(join(tmpdir(), 'docs-gate-'));
  const root = join(base, 'build');
  const signInDir = join(base, 'sign-in');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };

  const files: FixtureFile[] = [
    { kind: 'home page', file: 'index.html', path: '/', page: true, marker: marker('home') },
    {
      kind: 'doc page',
      file: 'docs/intro.html',
      path: '/docs/intro',
      page: true,
      marker: marker('docs-intro'),
    },
    {
      kind: 'doc page (folder)',
      file: 'intro/index.html',
      path: '/intro',
      page: true,
      marker: marker('intro'),
    },
    {
      kind: 'JS chunk',
      file: 'assets/js/main.abc.js',
      path: '/assets/js/main.abc.js',
      page: false,
      marker: marker('js'),
    },
    {
      kind: 'CSS',
      file: 'assets/css/styles.css',
      path: '/assets/css/styles.css',
      page: false,
      marker: marker('css'),
    },
    {
      kind: 'search index',
      file: 'search-index.json',
      path: '/search-index.json',
      page: false,
      marker: marker('search'),
    },
    {
      kind: 'image',
      file: 'img/logo.svg',
      path: '/img/logo.svg',
      page: false,
      marker: marker('img'),
    },
    {
      kind: 'sitemap',
      file: 'sitemap.xml',
      path: '/sitemap.xml',
      page: false,
      marker: marker('sitemap'),
    },
  ];
  for (const entry of files) {
    const text = entry.file.endsWith('.html')
      ? html(entry.kind, entry.marker)
      : entry.file.endsWith('.json')
        ? JSON.stringify([{ title: 'Intro', body: entry.marker }])
        : entry.file.endsWith('.svg')
          ? `<svg xmlns="http://www.w3.org/2000/svg"><title>${entry.marker}</title></svg>`
          : entry.file.endsWith('.xml')
            ? `<?xml version="1.0"?><urlset><url><loc>https://docs.test/${entry.marker}</loc></url></urlset>`
            : `/* ${entry.marker} */\n`;
    write(join(root, entry.file), text);
  }
  const notFound = marker('404');
  write(join(root, '404.html'), html('Not found', notFound));

  // Outside the root: reachable only by traversal or through a symlink in the build.
  const outside = marker('outside');
  write(join(base, 'secret.txt'), outside);
  write(join(base, 'elsewhere', 'index.html'), html('elsewhere', outside));
  symlinkSync(join(base, 'secret.txt'), join(root, 'leak.txt'));
  symlinkSync(join(base, 'elsewhere'), join(root, 'linked'));

  // A stand-in for the theme's built sign-in page, with a link back into the docs.
  const signIn = marker('sign-in');
  write(join(signInDir, 'index.html'), html('Sign in', signIn));
  write(join(signInDir, 'sign-in.js'), `console.log(${JSON.stringify(signIn)});\n`);
  write(join(signInDir, 'sign-in.css'), `/* ${signIn} */\n`);
  // The page's on-demand parts sit in chunks/ beside its entry.
  write(
    join(signInDir, 'chunks', 'phone-field-ABC.js'),
    `console.log(${JSON.stringify(signIn)});\n`,
  );
  symlinkSync(join(root, 'docs'), join(signInDir, 'docs'));

  /** Every marker of the docs and of the outside secret: none may reach a signed-out reader. */
  const secrets = [...files.map((entry) => entry.marker), notFound, outside];

  return {
    base,
    root,
    signInDir,
    files,
    markers: { notFound, outside, signIn },
    secrets,
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

export type Fixture = ReturnType<typeof createFixture>;
