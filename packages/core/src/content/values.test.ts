import { describe, expect, it } from 'vitest';
import { isSafeContentUrl, isSafeCssValue, MAX_CSS_VALUE_CHARS } from './values';

describe('isSafeCssValue', () => {
  it.each([
    '1rem',
    '#ffffff00',
    'safe center',
    'calc(100% - 2rem)',
    'var(--descope-icon-fill, none)',
    'rgba(0, 0, 0, 0.5)',
    '"Open Sans", sans-serif',
    'width:100%',
    '',
  ])('keeps %j', (value) => {
    expect(isSafeCssValue(value)).toBe(true);
  });

  it.each([
    'red;}body{x',
    'red; background: blue',
    'url(http://evil)',
    'URL( http://evil )',
    'url (x)',
    'image-set("x.png" 1x)',
    '-webkit-image-set("x.png" 1x)',
    'image("x.png")',
    'cross-fade(a, b)',
    'element(#x)',
    'paint(worklet)',
    'src("x")',
    'expression(alert(1))',
    '\\75 rl(x)',
    '</style><script>',
    'red\u0000',
    '1'.repeat(MAX_CSS_VALUE_CHARS + 1),
  ])('refuses %j', (value) => {
    expect(isSafeCssValue(value)).toBe(false);
  });
});

describe('isSafeContentUrl', () => {
  it.each([
    ['https://example.com', false],
    ['HTTP://EXAMPLE.COM', false],
    ['mailto:a@b.c', false],
    ['otpauth://totp/x?secret=y', false],
    ['/path', false],
    ['./path:with-colon', false],
    ['?q=1', false],
    ['#anchor', false],
    ['//cdn.example.com/x.png', false],
    ['{{user.link}}', false],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', true],
  ])('keeps %j (images allowed: %s)', (url, images) => {
    expect(isSafeContentUrl(url, images)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', true],
    ['JAVASCRIPT:alert(1)', true],
    ['  javascript:alert(1)', true],
    ['\u0000javascript:alert(1)', true],
    ['java\nscript:alert(1)', true],
    ['java\rscript:alert(1)', true],
    ['jav\u0001ascript:alert(1)', true],
    ['vbscript:x', true],
    ['file:///etc/passwd', true],
    ['blob:https://x/1', true],
    ['data:text/html;base64,PHNjcmlwdD4=', true],
    ['data:image/svg+xml,<svg onload=alert(1)>', true],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ])('refuses %j (images allowed: %s)', (url, images) => {
    expect(isSafeContentUrl(url, images)).toBe(false);
  });
});
