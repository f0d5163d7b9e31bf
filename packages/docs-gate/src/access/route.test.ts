import { describe, expect, it } from 'vitest';
import { isExternal, routeKey, routeOf } from './route';

describe('routeOf', () => {
  it('reads paths as the sidebar and the search index write them', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/quick-start')).toBe('/quick-start');
    expect(routeOf('/audiences/')).toBe('/audiences');
    expect(routeOf('/audiences/enrichment#set-up')).toBe('/audiences/enrichment');
    expect(routeOf('/search?q=keys')).toBe('/search');
    expect(routeOf('/#top')).toBe('/');
    expect(routeOf('/a//')).toBe('/a');
    expect(routeOf('//')).toBe('/');
  });

  it('reads absolute URLs as the sitemap writes them, whatever the host', () => {
    expect(routeOf('https://docs.pulse.example/')).toBe('/');
    expect(routeOf('https://docs.pulse.example')).toBe('/');
    expect(routeOf('http://127.0.0.1:4500/category/apps/')).toBe('/category/apps');
  });

  it('takes the baseUrl off, and gives nothing for a URL outside it', () => {
    expect(routeOf('/docs/', '/docs/')).toBe('/');
    expect(routeOf('/docs', '/docs/')).toBe('/');
    expect(routeOf('/docs/a/b/', '/docs/')).toBe('/a/b');
    expect(routeOf('https://host/docs/a#h', '/docs/')).toBe('/a');
    expect(routeOf('/blog/a', '/docs/')).toBeUndefined();
    expect(routeOf('/docsa', '/docs/')).toBeUndefined();
  });

  it('decodes percent-encoding once, as the gate decodes requests', () => {
    expect(routeOf('/caf%C3%A9')).toBe('/café');
    expect(routeOf('/café')).toBe('/café');
    expect(routeOf('/%E0%A4%A')).toBeUndefined();
  });

  it('gives nothing for what is not a path of the site', () => {
    expect(routeOf('')).toBeUndefined();
    expect(routeOf('quick-start')).toBeUndefined();
  });
});

describe('isExternal', () => {
  it('tells links that leave the site from paths', () => {
    expect(isExternal('https://www.pulse.example')).toBe(true);
    expect(isExternal('mailto:docs@pulse.example')).toBe(true);
    expect(isExternal('//cdn.example/x')).toBe(true);
    expect(isExternal('/quick-start')).toBe(false);
  });
});

describe('routeKey', () => {
  it("keys a page's own path as its route", () => {
    expect(routeKey('/audiences/')).toBe('/audiences');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/quick-start#steps')).toBe('/quick-start');
    expect(routeKey('/caf%C3%A9')).toBe('/café');
  });

  it('still keys a path it cannot decode, as written', () => {
    expect(routeKey('/bad%E0%A4%A/')).toBe('/bad%E0%A4%A');
  });
});
