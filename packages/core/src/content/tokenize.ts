import { decodeEntities } from './entities';

// A small HTML tokenizer for where there is no DOM (Node: tests, SSR), after the HTML
// standard's tokenizer in what decides the tree: start, end and self-closing tags; attributes
// quoted, unquoted and bare; character references; comments, doctypes, CDATA and processing
// instructions consumed and dropped. It never throws and never backtracks more than a tag.

export interface StartTag {
  readonly type: 'start';
  readonly name: string;
  readonly attrs: Array<readonly [string, string]>;
  readonly selfClosing: boolean;
}
export interface EndTag {
  readonly type: 'end';
  readonly name: string;
}
export interface TextToken {
  readonly type: 'text';
  readonly text: string;
}
export type Token = StartTag | EndTag | TextToken;

const SPACE = /[\t\n\f ]/;
const ALPHA = /[a-zA-Z]/;
const isSpace = (char: string) => SPACE.test(char);

export interface Lexer {
  /** The next token; `foreign` inside SVG or MathML, where CDATA sections are text. */
  next(foreign: boolean): Token | undefined;
  /** Skip the text of a raw-text element (`script`, `style`, ...) through its end tag. */
  skipRawText(name: string): void;
  /** Skip everything left (after `<plaintext>`, all is its text). */
  skipToEnd(): void;
}

/** The tokenizer over `html`; line ends normalised as the standard's input stream does. */
export function createLexer(html: string): Lexer {
  const input = html.replace(/\r\n?/g, '\n');
  const end = input.length;
  let pos = 0;

  const at = (offset = 0) => input.charAt(pos + offset);

  /** Past the next `>` (a bogus comment, a doctype, a processing instruction). */
  function skipPast(close: string): void {
    const found = input.indexOf(close, pos);
    pos = found === -1 ? end : found + close.length;
  }

  function skipSpaces(): void {
    while (pos < end && isSpace(at())) pos++;
  }

  /** Where a comment opened at `pos` ends: `-->` or `--!>`; `<!-->` and `<!--->` are empty. */
  function commentEnd(): number {
    const body = pos + 4;
    if (input.startsWith('>', body)) return body + 1;
    if (input.startsWith('->', body)) return body + 2;
    for (let dashes = input.indexOf('--', body); dashes !== -1; ) {
      if (input.startsWith('>', dashes + 2)) return dashes + 3;
      if (input.startsWith('!>', dashes + 2)) return dashes + 4;
      dashes = input.indexOf('--', dashes + 1);
    }
    return end;
  }

  /** `<!...`: a comment, a doctype, CDATA (text in foreign content), else a bogus comment. */
  function markupDeclaration(foreign: boolean): Token | undefined {
    if (input.startsWith('<!--', pos)) {
      pos = commentEnd();
      return undefined;
    }
    if (input.startsWith('<![CDATA[', pos) && foreign) {
      const start = pos + 9;
      const close = input.indexOf(']]>', start);
      pos = close === -1 ? end : close + 3;
      const text = input.slice(start, close === -1 ? end : close);
      return text ? { type: 'text', text } : undefined;
    }
    skipPast('>');
    return undefined;
  }

  function readName(): string {
    const start = pos;
    while (pos < end && !isSpace(at()) && at() !== '/' && at() !== '>') pos++;
    return input.slice(start, pos).toLowerCase().replace(/\0/g, '\ufffd');
  }

  function readValue(): string | undefined {
    const quote = at();
    if (quote === '"' || quote === "'") {
      const close = input.indexOf(quote, pos + 1);
      if (close === -1) return undefined;
      const value = input.slice(pos + 1, close);
      pos = close + 1;
      return value;
    }
    const start = pos;
    while (pos < end && !isSpace(at()) && at() !== '>') pos++;
    return input.slice(start, pos);
  }

  /**
   * The attributes and the close of a tag. `undefined` when the input ends inside the tag: the
   * standard drops such a tag.
   */
  function readAttributes():
    | { attrs: Array<readonly [string, string]>; selfClosing: boolean }
    | undefined {
    const attrs: Array<readonly [string, string]> = [];
    const seen = new Set<string>();
    for (;;) {
      skipSpaces();
      if (pos >= end) return undefined;
      if (at() === '>') {
        pos++;
        return { attrs, selfClosing: false };
      }
      if (at() === '/') {
        pos++;
        if (at() === '>') {
          pos++;
          return { attrs, selfClosing: true };
        }
        continue;
      }
      // A name runs to a space, `/`, `>` or `=` (an `=` first is part of it).
      const start = pos++;
      while (pos < end && !isSpace(at()) && at() !== '/' && at() !== '>' && at() !== '=') pos++;
      const name = input.slice(start, pos).toLowerCase().replace(/\0/g, '\ufffd');
      skipSpaces();
      let value = '';
      if (at() === '=') {
        pos++;
        skipSpaces();
        const read = readValue();
        if (read === undefined) return undefined;
        value = decodeEntities(read, true).replace(/\0/g, '\ufffd');
      }
      // The first of a name wins; later ones are dropped, as the standard says.
      if (!seen.has(name)) {
        seen.add(name);
        attrs.push([name, value]);
      }
    }
  }

  function tag(): Token | undefined {
    const closing = at(1) === '/';
    pos += closing ? 2 : 1;
    const name = readName();
    const rest = readAttributes();
    if (!rest) {
      pos = end;
      return undefined;
    }
    if (closing) return { type: 'end', name };
    return { type: 'start', name, attrs: rest.attrs, selfClosing: rest.selfClosing };
  }

  /** What a `<` at `pos` opens: a tag, markup to skip, or nothing (then it is text). */
  function opensMarkup(): boolean {
    const next = at(1);
    return ALPHA.test(next) || next === '/' || next === '!' || next === '?';
  }

  function text(): TextToken {
    const start = pos;
    for (;;) {
      const lt = input.indexOf('<', pos + (pos === start && at() === '<' ? 1 : 0));
      pos = lt === -1 ? end : lt;
      if (pos >= end || opensMarkup()) break;
      pos++;
    }
    const raw = input.slice(start, pos).replace(/\0/g, '');
    return { type: 'text', text: decodeEntities(raw, false) };
  }

  function next(foreign: boolean): Token | undefined {
    while (pos < end) {
      if (at() !== '<' || !opensMarkup()) return text();
      const second = at(1);
      if (ALPHA.test(second) || (second === '/' && ALPHA.test(at(2)))) {
        const token = tag();
        if (token) return token;
        continue;
      }
      if (second === '!') {
        const token = markupDeclaration(foreign);
        if (token) return token;
        continue;
      }
      // `</>` is nothing; `</` + other, and `<?`, open a bogus comment.
      if (second === '/' && at(2) === '>') pos += 3;
      else skipPast('>');
    }
    return undefined;
  }

  /** Whether `</name` (any case) followed by a space, `/` or `>` starts at `at`. */
  function endTagAt(at: number, name: string): boolean {
    const after = input.charAt(at + 2 + name.length);
    return (
      input.slice(at, at + 2 + name.length).toLowerCase() === `</${name}` &&
      (isSpace(after) || after === '/' || after === '>')
    );
  }

  /**
   * Where a script's text ends. Inside `<!--`, a `<script` opens a nested "double escaped" part
   * in which `</script>` does not end it (until `-->`): old pages hid scripts so, and the
   * standard keeps the rule.
   */
  function scriptEnd(): number {
    let escaped = false;
    let doubled = false;
    for (let at = pos; at < end; at++) {
      if (input.startsWith('-->', at)) {
        escaped = false;
        doubled = false;
      } else if (!escaped && input.startsWith('<!--', at)) {
        escaped = true;
        at += 3;
      } else if (escaped && !doubled && /^<script[\t\n\f />]/i.test(input.slice(at, at + 8))) {
        doubled = true;
      } else if (!doubled && endTagAt(at, 'script')) {
        return at;
      } else if (doubled && endTagAt(at, 'script')) {
        doubled = false;
      }
    }
    return -1;
  }

  function skipRawText(name: string): void {
    let close = name === 'script' ? scriptEnd() : -1;
    if (name !== 'script') {
      for (let at = input.indexOf('</', pos); at !== -1; at = input.indexOf('</', at + 2)) {
        if (endTagAt(at, name)) {
          close = at;
          break;
        }
      }
    }
    if (close === -1) {
      pos = end;
      return;
    }
    pos = close;
    tag();
  }

  return {
    next,
    skipRawText,
    skipToEnd: () => {
      pos = end;
    },
  };
}
