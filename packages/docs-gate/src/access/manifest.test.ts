import { describe, expect, it } from 'vitest';
import { audienceKey, SiteManifest } from '.';

const admins = audienceKey({ roles: ['Tenant Admin'] });

describe('SiteManifest', () => {
  it('reads routes, files and derived files', () => {
    const manifest = {
      version: 1,
      routes: { '/': 'public', '/admin/keys': admins },
      files: {
        'index.html': { audiences: ['public'] },
        'admin/keys/index.html': { audiences: [admins] },
        'assets/js/shared.js': { audiences: ['signed-in', admins] },
        'search-index.json': { derived: 'search-index' },
      },
    };
    expect(SiteManifest.parse(manifest)).toEqual(manifest);
  });

  it.each([
    ['an unknown audience', { routes: { '/': 'admins' }, files: {} }],
    ['a route without its slash', { routes: { intro: 'public' }, files: {} }],
    ['a file readable by nobody', { routes: {}, files: { 'a.js': { audiences: [] } } }],
    ['an unknown derived kind', { routes: {}, files: { 'a.js': { derived: 'rss' } } }],
    [
      'both at once',
      { routes: {}, files: { 'a.js': { audiences: ['public'], derived: 'sitemap' } } },
    ],
  ])('refuses %s', (_, body) => {
    expect(SiteManifest.safeParse({ version: 1, ...body }).success).toBe(false);
  });
});
