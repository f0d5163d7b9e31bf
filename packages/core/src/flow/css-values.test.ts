import { describe, expect, it } from 'vitest';
import { cssColor, cssFontFamily, cssLength, stylesheetUrl } from './css-values';

const ORIGIN = 'http://127.0.0.1:5174';

describe('theme values from the server', () => {
  it.each([
    '#fff',
    '#2f5bd3',
    '#2f5bd380',
    'rebeccapurple',
    'rgb(0 0 0 / 50%)',
    'hsl(210, 50%, 40%)',
  ])('takes the colour %j', (value) => expect(cssColor(value)).toBe(value));

  it.each([
    'red; } body { display: none',
    'red;background:url(https://evil.example/x)',
    'url(https://evil.example/x)',
    'var(--x)',
    'red</style><script>alert(1)</script>',
    'rgb(0 0 0) ; color: red',
    'expression(alert(1))',
    '#12',
    'red !important',
    'rgb(calc(1) 0 0)',
    '\\72 ed',
    're\u0000d',
    'red\nblue',
    'a'.repeat(201),
    42,
    undefined,
  ])('drops the colour %j', (value) => expect(cssColor(value)).toBeUndefined());

  it('takes lengths with units or as pixels, and drops the rest', () => {
    expect(cssLength(4)).toBe('4px');
    expect(cssLength('0.5rem')).toBe('0.5rem');
    expect(cssLength('12px')).toBe('12px');
    for (const bad of [-1, Number.NaN, '12px;', '1e3px', 'calc(1px)', '12 px', 'url(x)']) {
      expect(cssLength(bad)).toBeUndefined();
    }
  });

  it('quotes family names, keeps generic families bare, and drops a list with a bad name', () => {
    expect(cssFontFamily('Inter')).toBe('"Inter"');
    expect(cssFontFamily("'Segoe UI', Roboto, sans-serif")).toBe(
      '"Segoe UI", "Roboto", sans-serif',
    );
    expect(cssFontFamily(['Noto Sans JP', 'system-ui'])).toBe('"Noto Sans JP", system-ui');
    expect(cssFontFamily('Inter"; } * { color: red')).toBeUndefined();
    expect(cssFontFamily('Inter, url(x)')).toBeUndefined();
    expect(cssFontFamily(['Inter', 3])).toBeUndefined();
    expect(cssFontFamily('')).toBeUndefined();
  });

  it('loads a font stylesheet only from https or the page origin', () => {
    expect(stylesheetUrl('https://fonts.example/css2?family=Inter', ORIGIN)).toBe(
      'https://fonts.example/css2?family=Inter',
    );
    expect(stylesheetUrl('/fonts/inter.css', ORIGIN)).toBe(`${ORIGIN}/fonts/inter.css`);
    expect(stylesheetUrl(`${ORIGIN}/fonts/inter.css`, ORIGIN)).toBe(`${ORIGIN}/fonts/inter.css`);
    for (const bad of [
      'http://fonts.example/inter.css',
      'javascript:alert(1)',
      'data:text/css,body{display:none}',
      '@font-face { font-family: X; src: url(x) }',
      'https://user:pass@fonts.example/x.css',
      '/fonts/inter.css',
      undefined,
    ]) {
      const origin = bad === '/fonts/inter.css' ? undefined : ORIGIN;
      expect(stylesheetUrl(bad, origin)).toBeUndefined();
    }
  });
});
