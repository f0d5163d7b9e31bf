import { describe, expect, it } from 'vitest';
import { DerivedFileError, derive } from '.';

const SITEMAP =
  '<urlset><url><loc>https://x/a</loc></url><url><loc>https://x/b</loc></url></urlset>';

describe('derive', () => {
  it('reads links under the root when no baseUrl is given', () => {
    const out = derive('sitemap', new TextEncoder().encode(SITEMAP), (route) => route === '/b');
    expect(new TextDecoder().decode(out)).toBe(
      '<urlset><url><loc>https://x/b</loc></url></urlset>',
    );
  });

  it.each(['version-metadata', 'search-index', 'sitemap'] as const)(
    'refuses %s bytes that are not UTF-8, naming the kind',
    (kind) => {
      const call = () => derive(kind, Uint8Array.of(0x5b, 0xff, 0x5d), () => true);
      expect(call).toThrow(DerivedFileError);
      expect(call).toThrow(`${kind}: not UTF-8 text`);
    },
  );

  it('refuses a baseUrl that is not a path ending in a slash', () => {
    const input = new TextEncoder().encode(SITEMAP);
    expect(() => derive('sitemap', input, () => true, { baseUrl: '/docs' })).toThrow(/baseUrl/);
    expect(() => derive('sitemap', input, () => true, { baseUrl: 'docs/' })).toThrow(/baseUrl/);
  });

  it('carries the kind on its error, for the gate to log', () => {
    try {
      derive('search-index', new TextEncoder().encode('{}'), () => true);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DerivedFileError);
      expect(error).toMatchObject({ kind: 'search-index', name: 'DerivedFileError' });
    }
  });
});
