import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_CONTENT, flowPreloadScript } from './preload';
import { contentUrl } from './url';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('contentUrl', () => {
  it('places a file under the project folder, the project id encoded, one slash after the base', () => {
    expect(contentUrl('https://auth.test/', 'P2 x/y', 'config.json')).toBe(
      'https://auth.test/pages/P2%20x%2Fy/v2-beta/config.json',
    );
    expect(contentUrl('https://auth.test//', 'P2', 'sign-in.html')).toBe(
      'https://auth.test/pages/P2/v2-beta/sign-in.html',
    );
  });
});

describe('flowPreloadScript', () => {
  it('as an inline script, preloads config.json and theme.json for the settings it evaluates', () => {
    const settings = { projectId: 'P2Demo', baseUrl: 'http://127.0.0.1:4500/' };
    // The page's parser runs the text as a classic script: run it the same way, with no scope.
    new Function(flowPreloadScript(settings))();
    expect(links().map((link) => [link.href, link.as, link.crossOrigin])).toEqual(
      FIRST_CONTENT.map((file) => [
        contentUrl('http://127.0.0.1:4500/', 'P2Demo', file),
        'fetch',
        'anonymous',
      ]),
    );
    expect(FIRST_CONTENT).toEqual(['config.json', 'theme.json']);
  });

  it('reads settings a page computes when it runs (the examples read them from the query)', () => {
    const expression = `Object.fromEntries(new URLSearchParams('?projectId=P2Other&baseUrl=http://h.test'))`;
    new Function(flowPreloadScript({ expression }))();
    expect(links()[0]?.href).toBe('http://h.test/pages/P2Other/v2-beta/config.json');
  });

  it('preloads nothing when the expression yields null: a page that shows no flow this time', () => {
    new Function(flowPreloadScript({ expression: 'null' }))();
    expect(links()).toEqual([]);
  });

  it('writes a project as a literal that cannot end the script element', () => {
    const settings = { projectId: '</script><img src=x>', baseUrl: 'http://h.test' };
    const script = flowPreloadScript(settings);
    expect(script).not.toContain('</script>');
    new Function(script)();
    expect(links()[0]?.href).toBe(
      'http://h.test/pages/%3C%2Fscript%3E%3Cimg%20src%3Dx%3E/v2-beta/config.json',
    );
    expect(document.querySelector('img')).toBeNull();
  });
});
