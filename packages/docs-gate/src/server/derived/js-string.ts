/**
 * JavaScript string literals, read and written exactly: the version chunk embeds its JSON as
 * `JSON.parse('…')`, and the text between the quotes is JS, not JSON (webpack escapes `\` and
 * `'`; terser, set `ascii_only` by Docusaurus, writes every non-ASCII character as `\xHH` or
 * `\uHHHH`). Reading it with a full escape reader, not with string surgery on the content, is
 * what lets a title hold any character.
 */

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** The literal that starts at `start` (its opening quote), and where it ends (after the quote). */
export interface StringLiteral {
  value: string;
  end: number;
}

/** Reads the quoted literal at `start`; throws a plain Error saying what is wrong and where. */
export function readStringLiteral(source: string, start: number): StringLiteral {
  const quote = source[start];
  if (quote !== "'" && quote !== '"') throw new Error(`no string literal at ${start}`);
  let value = '';
  let at = start + 1;
  while (at < source.length) {
    const char = source[at] as string;
    if (char === quote) return { value, end: at + 1 };
    if (char === '\n' || char === '\r') throw new Error(`a line break inside the string at ${at}`);
    if (char !== '\\') {
      value += char;
      at += 1;
      continue;
    }
    const escaped = readEscape(source, at + 1);
    value += escaped.value;
    at = escaped.end;
  }
  throw new Error(`the string that starts at ${start} never ends`);
}

/** One escape sequence, `at` being just after its backslash. */
function readEscape(source: string, at: number): StringLiteral {
  const char = source[at];
  if (char === undefined) throw new Error('the source ends inside an escape');
  if (char === 'x') return { value: codeUnit(source, at + 1, 2), end: at + 3 };
  if (char === 'u' && source[at + 1] === '{') {
    const close = source.indexOf('}', at + 2);
    const hex = close === -1 ? '' : source.slice(at + 2, close);
    const code = /^[\da-f]{1,6}$/i.test(hex) ? Number.parseInt(hex, 16) : Number.NaN;
    if (!(code <= 0x10ffff)) throw new Error(`a bad \\u{…} escape at ${at}`);
    return { value: String.fromCodePoint(code), end: close + 1 };
  }
  if (char === 'u') return { value: codeUnit(source, at + 1, 4), end: at + 5 };
  // A backslash before a line break continues the string on the next line.
  if (char === '\r' && source[at + 1] === '\n') return { value: '', end: at + 2 };
  if (char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029') {
    return { value: '', end: at + 1 };
  }
  if (char === '0' && /\d/.test(source[at + 1] ?? '')) {
    throw new Error(`a legacy octal escape at ${at}`);
  }
  if (/[1-9]/.test(char)) throw new Error(`a legacy octal escape at ${at}`);
  return { value: SIMPLE_ESCAPES[char] ?? char, end: at + 1 };
}

function codeUnit(source: string, at: number, digits: number): string {
  const hex = source.slice(at, at + digits);
  if (!new RegExp(`^[\\da-f]{${digits}}$`, 'i').test(hex)) {
    throw new Error(`a bad escape at ${at - 2}`);
  }
  return String.fromCharCode(Number.parseInt(hex, 16));
}

/**
 * `value` as a single-quoted literal in ASCII, spelled as terser spells it for Docusaurus
 * (`\\`, `\'`, control characters by name or `\xHH`, U+007F–U+00FF as `\xHH`, the rest as
 * `\uHHHH`), so that re-writing a chunk's unchanged JSON gives back its exact bytes.
 */
export function writeStringLiteral(value: string): string {
  let out = "'";
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i] as string;
    const code = value.charCodeAt(i);
    if (char === '\\' || char === "'") out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else out += escapeCode(char, code);
  }
  return `${out}'`;
}

const NAMED: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

function escapeCode(char: string, code: number): string {
  const named = NAMED[char];
  if (named) return named;
  const hex = code.toString(16);
  return code <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u${hex.padStart(4, '0')}`;
}
