import { describe, expect, it } from 'vitest';
import { DerivedFileError, derive } from '.';

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const entry = (loc: string) =>
  `<url><loc>${loc}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`;
const entries = {
  root: entry('https://docs.pulse.example/docs/'),
  audiences: entry('https://docs.pulse.example/docs/audiences/'),
  keys: entry('https://docs.pulse.example/docs/admin/keys'),
  query: entry('https://docs.pulse.example/docs/r&amp;d?tab=1&amp;x=&#50;'),
};
const sitemapOf = (...urls: string[]) => `${HEAD}${urls.join('')}</urlset>`;
const original = sitemapOf(entries.root, entries.audiences, entries.keys, entries.query);
const options = { baseUrl: '/docs/' };
const deriveFrom = (text: string, mayOpen: (route: string) => boolean) =>
  new TextDecoder().decode(derive('sitemap', new TextEncoder().encode(text), mayOpen, options));

describe('sitemap', () => {
  it('gives a reader who may open everything the same bytes, asking for each route once', () => {
    const opened: string[] = [];
    expect(deriveFrom(original, (route) => opened.push(route) > 0)).toBe(original);
    expect(opened).toEqual(['/', '/audiences', '/admin/keys', '/r&d']);
  });

  it('keeps the entries of the routes a reader may open, as they were written', () => {
    expect(deriveFrom(original, (route) => route !== '/admin/keys')).toBe(
      sitemapOf(entries.root, entries.audiences, entries.query),
    );
  });

  it('gives a reader who may open nothing an empty urlset', () => {
    expect(deriveFrom(original, () => false)).toBe(`${HEAD}</urlset>`);
  });

  it('keeps the whitespace of a pretty-printed sitemap, and drops a URL outside the baseUrl', () => {
    const pretty = `${HEAD}\n  ${entries.root}\n  ${entry('https://docs.pulse.example/blog/x')}\n  ${entries.keys}\n</urlset>\n`;
    expect(deriveFrom(pretty, () => true)).toBe(
      `${HEAD}\n  ${entries.root}\n  ${entries.keys}\n</urlset>\n`,
    );
    expect(deriveFrom(pretty, (route) => route === '/')).toBe(
      `${HEAD}\n  ${entries.root}\n</urlset>\n`,
    );
  });

  it.each([
    ['HTML', '<!doctype html><p>Not found</p>', /no <urlset>/],
    [
      'a sitemap index',
      '<sitemapindex><sitemap><loc>https://x/a.xml</loc></sitemap></sitemapindex>',
      /no <urlset>/,
    ],
    ['a comment', sitemapOf(entries.root, '<!-- hi -->'), /something other than a <url> entry/],
    [
      'text between entries',
      sitemapOf(entries.root, 'oops', entries.keys),
      /something other than a <url> entry/,
    ],
    [
      'an unclosed entry',
      sitemapOf('<url><loc>https://x/docs/</loc>'),
      /something other than a <url> entry/,
    ],
    ['a nested entry', sitemapOf(`<url>${entries.root}</url>`), /a <url> inside a <url>/],
    [
      'an entry without a loc',
      sitemapOf('<url><priority>1</priority></url>'),
      /an entry with 0 <loc>/,
    ],
    [
      'an entry with two',
      sitemapOf('<url><loc>https://x/docs/</loc><loc>https://x/docs/a</loc></url>'),
      /with 2 <loc>/,
    ],
    ['a bare ampersand', sitemapOf(entry('https://x/docs/a&b')), /a bare &/],
    ['an unknown entity', sitemapOf(entry('https://x/docs/&nbsp;')), /unknown entity &nbsp;/],
    ['an impossible character', sitemapOf(entry('https://x/docs/&#x110000;')), /unknown entity/],
  ])('refuses %s with a clear error', (_, text, message) => {
    const call = () => deriveFrom(text, () => true);
    expect(call).toThrow(DerivedFileError);
    expect(call).toThrow(message);
  });
});
