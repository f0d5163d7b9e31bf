import { describe, expect, it } from 'vitest';
import { decide } from './decision';
import { normalisePath, type Target } from './paths';

const target = (path: string) => normalisePath(path) as Target;

describe('decide', () => {
  it('serves everything to a signed-in reader', () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      expect(decide({ target: target('/x.js'), method, accept: '*/*', signedIn: true })).toBe(
        'serve',
      );
    }
  });

  it('sends signed-out page navigations to sign-in, by route or by Accept', () => {
    expect(
      decide({ target: target('/docs/intro'), method: 'GET', accept: undefined, signedIn: false }),
    ).toBe('sign-in');
    expect(decide({ target: target('/'), method: 'HEAD', accept: '*/*', signedIn: false })).toBe(
      'sign-in',
    );
    expect(
      decide({
        target: target('/sitemap.xml'),
        method: 'GET',
        accept: 'text/html,*/*',
        signedIn: false,
      }),
    ).toBe('sign-in');
  });

  it('answers 401 to every other signed-out request', () => {
    expect(
      decide({ target: target('/a/main.js'), method: 'GET', accept: '*/*', signedIn: false }),
    ).toBe('unauthorized');
    expect(
      decide({
        target: target('/docs/intro'),
        method: 'POST',
        accept: 'text/html',
        signedIn: false,
      }),
    ).toBe('unauthorized');
    expect(
      decide({
        target: target('/search-index.json'),
        method: 'GET',
        accept: 'application/json',
        signedIn: false,
      }),
    ).toBe('unauthorized');
  });
});
