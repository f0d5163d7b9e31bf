import { describe, expect, it } from 'vitest';
import { readStringLiteral, writeStringLiteral } from './js-string';

/** What a JS engine makes of a literal: the reference the reader is checked against. */
const evaluate = (literal: string) => new Function(`return ${literal};`)() as string;

describe('readStringLiteral', () => {
  it.each([
    "'plain'",
    String.raw`"double \"quoted\" and 'single'"`,
    String.raw`'it\'s a \\ back\slash'`,
    String.raw`'\n\r\t\b\f\v\0 named'`,
    String.raw`'caf\xe9 \u00e9 \u{1F600} \ud83d\ude00'`,
    "'line \\\ncontinued'",
  ])('reads %s as the engine does', (literal) => {
    expect(readStringLiteral(`x(${literal})`, 2)).toEqual({
      value: evaluate(literal),
      end: literal.length + 2,
    });
  });

  it.each([
    ['no quote', 'abc', /no string literal/],
    ['no end', "'abc", /never ends/],
    ['a raw line break', "'a\nb'", /line break/],
    ['a short \\x', String.raw`'\x4'`, /bad escape/],
    ['a short \\u', String.raw`'\u12'`, /bad escape/],
    ['a code point past U+10FFFF', String.raw`'\u{110000}'`, /bad \\u\{/],
    ['an octal escape', String.raw`'\12'`, /octal/],
    ['a trailing backslash', "'\\", /ends inside an escape/],
  ])('refuses %s', (_, source, message) => {
    expect(() => readStringLiteral(source, 0)).toThrow(message);
  });
});

describe('writeStringLiteral', () => {
  it('writes any text back as the same string, in ASCII', () => {
    const text = `it's "quoted" \\ café ☕ 😀 \u2028 \n\t\u007f`;
    const literal = writeStringLiteral(text);
    expect(literal).toMatch(/^'[\x20-\x7e]*'$/);
    expect(evaluate(literal)).toBe(text);
    expect(readStringLiteral(literal, 0).value).toBe(text);
  });

  it('spells escapes as terser does for Docusaurus, so an unchanged chunk keeps its bytes', () => {
    expect(writeStringLiteral(`a'b\\c`)).toBe(String.raw`'a\'b\\c'`);
    expect(writeStringLiteral('café')).toBe(String.raw`'caf\xe9'`);
    expect(writeStringLiteral('—😀')).toBe(String.raw`'\u2014\ud83d\ude00'`);
  });
});
