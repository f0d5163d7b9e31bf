import { MAX_CONTENT_DEPTH } from './limits';
import { type RawElement, type RawNode, TOO_DEEP } from './raw';
import { createLexer, type StartTag } from './tokenize';

// Tokens to a raw tree where there is no DOM, following the HTML standard's tree construction
// where it decides which element holds what (a fragment parsed "in body"): void elements,
// raw-text elements, `p` closed by a block, SVG and MathML foreign content and the HTML tags that
// break out of it, end tags that close what they can and are ignored otherwise. Tables' foster
// parenting, the reopening of formatting elements and `select`'s own rules are left out: they
// only move content the allowlist drops anyway. Loaded on demand (read.ts), so a browser, which
// parses with its own parser, never fetches it.

const VOID = new Set(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr'.split(
    ' ',
  ),
);
/**
 * Elements whose text is not markup: their content is skipped whole (all are dropped). Not
 * `noscript`: a template's content is parsed with scripting off, so its content is markup.
 */
const RAW_TEXT = new Set('script style xmp iframe noembed noframes textarea title'.split(' '));
/** Ignored in a fragment: the document's own structure. */
const DOCUMENT = new Set(['html', 'head', 'body', 'frameset']);
/** Start tags that close an open `p`. */
const CLOSES_P = new Set(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr listing main menu nav ol p pre search section summary table ul xmp plaintext'.split(
    ' ',
  ),
);
/** End tags closed only when in scope (else ignored). */
const SCOPED_END = new Set(
  'address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer form header hgroup listing main menu nav ol p pre search section summary ul li dd dt h1 h2 h3 h4 h5 h6 applet marquee object table template'.split(
    ' ',
  ),
);
/** Where a scope search stops. */
const SCOPE_BOUNDARY = new Set(
  'applet caption html table td th marquee object template foreignobject desc title mi mo mn ms mtext annotation-xml'.split(
    ' ',
  ),
);
/** The standard's "special" elements: an unmatched end tag is not searched for past one. */
const SPECIAL = new Set(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp mi mo mn ms mtext annotation-xml foreignobject desc'.split(
    ' ',
  ),
);
/** HTML start tags that end SVG or MathML content (`font` only with color, face or size). */
const BREAKS_OUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);
/** Foreign elements whose content is HTML again. */
const INTEGRATION = new Set('foreignobject desc title mi mo mn ms mtext'.split(' '));

interface Open {
  readonly element: RawElement;
  readonly foreign: boolean;
}

const breaksOut = (token: StartTag) =>
  BREAKS_OUT.has(token.name) ||
  (token.name === 'font' && token.attrs.some(([name]) => /^(color|face|size)$/.test(name)));

/** Parse `html` with our tokenizer into raw nodes (the Node path of `readContent`). */
export function parseHtml(html: string): RawNode[] | typeof TOO_DEEP {
  const lexer = createLexer(html);
  const top: RawNode[] = [];
  const stack: Open[] = [];

  const current = () => stack[stack.length - 1];
  const childrenOfCurrent = () => current()?.element.children ?? top;
  /** In SVG or MathML, and not where they hold HTML again. */
  const inForeign = () => {
    const open = current();
    return open?.foreign === true && !INTEGRATION.has(open.element.tag);
  };
  const popThrough = (index: number) => {
    stack.length = index;
  };
  const indexInScope = (name: string) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const tag = stack[i]!.element.tag;
      if (tag === name) return i;
      if (SCOPE_BOUNDARY.has(tag)) return -1;
    }
    return -1;
  };

  function text(value: string): void {
    const children = childrenOfCurrent();
    const last = children.length - 1;
    if (typeof children[last] === 'string') children[last] += value;
    else children.push(value);
  }

  /** Insert an element; `false` when it would nest past the limit. */
  function insert(token: StartTag, foreign: boolean, push: boolean): boolean {
    if (stack.length + 1 > MAX_CONTENT_DEPTH) return false;
    const element: RawElement = { tag: token.name, attrs: token.attrs, children: [] };
    childrenOfCurrent().push(element);
    if (push) stack.push({ element, foreign });
    return true;
  }

  function startTag(token: StartTag): boolean {
    if (inForeign()) {
      if (!breaksOut(token)) return insert(token, true, !token.selfClosing);
      while (inForeign()) stack.pop();
    }
    const { name } = token;
    if (DOCUMENT.has(name)) return true;
    if (CLOSES_P.has(name)) {
      const p = indexInScope('p');
      if (p !== -1) popThrough(p);
    }
    if (name === 'svg' || name === 'math') return insert(token, true, !token.selfClosing);
    if (VOID.has(name)) return insert(token, false, false);
    if (RAW_TEXT.has(name)) {
      lexer.skipRawText(name);
      return true;
    }
    if (name === 'plaintext') {
      lexer.skipToEnd();
      return true;
    }
    return insert(token, false, true);
  }

  function endTag(name: string): void {
    // In foreign content, the nearest open foreign element of that name (case aside).
    for (let i = stack.length - 1; i >= 0 && stack[i]!.foreign; i--) {
      if (stack[i]!.element.tag === name) {
        popThrough(i);
        return;
      }
    }
    if (DOCUMENT.has(name)) return;
    if (SCOPED_END.has(name)) {
      const index = indexInScope(name);
      if (index !== -1) popThrough(index);
      return;
    }
    for (let i = stack.length - 1; i >= 0; i--) {
      const tag = stack[i]!.element.tag;
      if (tag === name) {
        popThrough(i);
        return;
      }
      if (SPECIAL.has(tag)) return;
    }
  }

  for (let token = lexer.next(false); token; token = lexer.next(inForeign())) {
    if (token.type === 'text') text(token.text);
    else if (token.type === 'end') endTag(token.name);
    else if (!startTag(token)) return TOO_DEEP;
  }
  return top;
}
