import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/docs/intro')).toBe('/docs/intro');
    expect(safeReturnPath('/search?q=account#results')).toBe('/search?q=account#results');
    expect(safeReturnPath('/a/./b/../c')).toBe('/a/c');
    expect(safeReturnPath('/%2F%2Fevil.test')).toBe('/%2F%2Fevil.test');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['relative', 'docs/intro'],
    ['protocol-relative', '//evil.test'],
    ['protocol-relative with path', '//evil.test/docs'],
    ['backslash after slash', '/\\evil.test'],
    ['backslash later', '/docs\\..\\\\evil.test'],
    ['absolute https', 'https://evil.test'],
    ['absolute javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['tab hides a slash', '/\t/evil.test'],
    ['newline hides a slash', '/\n/evil.test'],
    ['NUL', '/docs\u0000'],
    ['C1 control', '/docs\u0085'],
    ['dot segment makes //', '/.//evil.test'],
    ['dot-dot segment makes //', '/a/..//evil.test'],
    ['too long', `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`],
  ])('answers / for %s', (_, input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('accepts a path of exactly the limit', () => {
    const path = `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`;
    expect(safeReturnPath(path)).toBe(path);
  });
});
