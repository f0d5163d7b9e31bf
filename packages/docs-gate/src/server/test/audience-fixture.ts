import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { audienceKey, MANIFEST_PATH, type SiteManifest } from '../../access';

/** The audiences of the fixture site: admins of any tenant, and any reader of Acme. */
export const ADMINS = audienceKey({ roles: ['Tenant Admin'] });
export const ACME = audienceKey({ tenants: ['T2acme'] });

/** One file of the fixture site with audiences: what reaches it and what is in it. */
export interface AudienceFile {
  kind: string;
  file: string;
  path: string;
  /** A page navigation (asked for as HTML) or a fetch. */
  page: boolean;
  marker: string;
}

const marker = (name: string) => `AUDIENCE-MARKER-${name}-${randomUUID()}`;

const html = (title: string, mark: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${mark}</main></body></html>\n`;

const file = (kind: string, path: string, name: string, page = false): AudienceFile => ({
  kind,
  file: path,
  path: page ? `/${path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}` : `/${path}`,
  page,
  marker: marker(name),
});

/**
 * A Docusaurus-shaped build in a temporary folder with a manifest as the theme writes it: a
 * public home, a signed-in guide, an admin page and an Acme page with their content and props
 * chunks and images, shared code, derived files, a 404 page, a file the manifest does not list,
 * and the manifest itself. Each file holds a unique marker.
 */
export function createAudienceFixture() {
  const base = mkdtempSync(join(tmpdir(), 'docs-gate-audiences-'));
  const root = join(base, 'build');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const files = {
    home: file('public page', 'index.html', 'home', true),
    guide: file('signed-in page', 'guide/index.html', 'guide', true),
    adminPage: file('admin page', 'admin/keys/index.html', 'admin-page', true),
    acmePage: file('Acme page', 'acme/handbook/index.html', 'acme-page', true),
    homeChunk: file('public content chunk', 'assets/js/home.1a.js', 'home-chunk'),
    adminChunk: file('admin content chunk', 'assets/js/admin-keys.2b.js', 'admin-chunk'),
    acmeChunk: file('Acme content chunk', 'assets/js/acme-handbook.3c.js', 'acme-chunk'),
    adminProps: file('admin props chunk', 'assets/js/admin-props.4d.js', 'admin-props'),
    logo: file('public image', 'img/logo.svg', 'logo'),
    adminImage: file('admin image', 'assets/images/keys-diagram.svg', 'admin-image'),
    code: file('code chunk', 'assets/js/main.5e.js', 'code'),
    version: file('derived file', 'assets/js/version.6f.js', 'version'),
    unlisted: file('unlisted file', 'assets/js/unlisted.7a.js', 'unlisted'),
    notFound: file('404 page', '404.html', 'not-found', true),
  };
  for (const entry of Object.values(files)) {
    write(
      entry.file,
      entry.file.endsWith('.html')
        ? html(entry.kind, entry.marker)
        : entry.file.endsWith('.svg')
          ? `<svg xmlns="http://www.w3.org/2000/svg"><title>${entry.marker}</title></svg>`
          : `/* ${entry.marker} */\n`,
    );
  }
  const manifest: SiteManifest = {
    version: 1,
    routes: { '/': 'public', '/guide': 'signed-in', '/admin/keys': ADMINS, '/acme/handbook': ACME },
    files: {
      [files.home.file]: { audiences: ['public'] },
      [files.guide.file]: { audiences: ['signed-in'] },
      [files.adminPage.file]: { audiences: [ADMINS] },
      [files.acmePage.file]: { audiences: [ACME] },
      [files.homeChunk.file]: { audiences: ['public'] },
      [files.adminChunk.file]: { audiences: [ADMINS] },
      [files.acmeChunk.file]: { audiences: [ACME] },
      [files.adminProps.file]: { audiences: [ADMINS] },
      [files.logo.file]: { audiences: ['public'] },
      [files.adminImage.file]: { audiences: [ADMINS] },
      [files.code.file]: { audiences: ['public'] },
      [files.version.file]: { derived: 'version-metadata' },
      [files.notFound.file]: { audiences: ['public'] },
    },
  };
  write(MANIFEST_PATH, JSON.stringify(manifest));
  return {
    base,
    root,
    files,
    manifest,
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

export type AudienceFixture = ReturnType<typeof createAudienceFixture>;
