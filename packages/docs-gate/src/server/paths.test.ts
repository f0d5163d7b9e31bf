import { describe, expect, it } from 'vitest';
import { normalisePath } from './paths';

const pathOf = (pathname: string) => normalisePath(pathname)?.path;

describe('normalisePath', () => {
  it('keeps plain paths', () => {
    expect(normalisePath('/')).toMatchObject({ path: '/', segments: [], canonical: true });
    expect(normalisePath('/docs/intro')).toMatchObject({
      path: '/docs/intro',
      href: '/docs/intro',
      hasExtension: false,
      canonical: true,
    });
    expect(normalisePath('/docs/intro/')).toMatchObject({ path: '/docs/intro', canonical: true });
  });

  it('strips .html and /index.html to the bare route', () => {
    expect(pathOf('/index.html')).toBe('/');
    expect(pathOf('/docs/intro.html')).toBe('/docs/intro');
    expect(pathOf('/docs/intro/index.html')).toBe('/docs/intro');
    expect(normalisePath('/docs/intro.html')?.canonical).toBe(false);
    expect(pathOf('/.html')).toBe('/.html');
  });

  it('collapses slashes and resolves dot segments, never above the root', () => {
    expect(pathOf('//docs///intro')).toBe('/docs/intro');
    expect(pathOf('/docs/./intro')).toBe('/docs/intro');
    expect(pathOf('/docs/../../../etc/passwd')).toBe('/etc/passwd');
    expect(pathOf('/%2e%2e/%2e%2e/etc/passwd')).toBe('/etc/passwd');
    expect(pathOf('/docs/%2E%2E/%2E%2E/x')).toBe('/x');
    expect(pathOf('/a%2F..%2F..%2Fb')).toBe('/b');
    expect(pathOf('/a%5C..%5C..%5Cb')).toBe('/b');
    expect(normalisePath('//docs')?.canonical).toBe(false);
  });

  it('decodes once only', () => {
    expect(pathOf('/%252e%252e/x')).toBe('/%2e%2e/x');
    expect(normalisePath('/%252e%252e/x')?.href).toBe('/%252e%252e/x');
    expect(normalisePath('/caf%C3%A9')).toMatchObject({ path: '/café', canonical: true });
  });

  it('tells files from routes by extension', () => {
    expect(normalisePath('/assets/js/main.abc.js')?.hasExtension).toBe(true);
    expect(normalisePath('/sitemap.xml')?.hasExtension).toBe(true);
    expect(normalisePath('/docs/intro')?.hasExtension).toBe(false);
    expect(normalisePath('/.well-known')?.hasExtension).toBe(false);
  });

  it('refuses malformed encoding and control characters', () => {
    expect(normalisePath('/%E0%A4%A')).toBeNull();
    expect(normalisePath('/%zz')).toBeNull();
    expect(normalisePath('/docs%00.js')).toBeNull();
    expect(normalisePath('/docs%0a')).toBeNull();
  });
});
