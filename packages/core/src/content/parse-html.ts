import { MAX_CONTENT_DEPTH } from './limits';
import { type RawElement, type RawNode, TOO_DEEP } from './raw';
import { createLexer, type StartTag } from './tokenize';

// Tokens to a raw tree where there is no DOM, following the HTML standard's tree construction
// where it decides which element holds what (a template's content, parsed "in body"): void
// elements, raw-text elements, `p` closed by a block, SVG and MathML content and the HTML tags
// that break out of it, end tags that close what they can and are ignored otherwise, table parts
// ignored outside a table and other content moved out before it. Left out, because they only
// move markup the allowlist drops: nested tables' own rules, the reopening of formatting
// elements (`b`, `i`, ...) and `select`'s rules. Loaded on demand (read.ts), so a browser, which
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
/** Head elements: a template's first start tag among these does not decide its content. */
const HEAD = new Set(
  'base basefont bgsound link meta noframes script style template title'.split(' '),
);
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
/** Where a scope search stops: these HTML elements... */
const SCOPE_BOUNDARY = new Set(
  'applet caption html table td th marquee object template'.split(' '),
);
/** ...and these SVG and MathML ones (special too), each in its own namespace. */
const FOREIGN_BOUNDARY: Readonly<Record<Namespace, ReadonlySet<string>>> = {
  html: new Set(),
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']),
};
/** The standard's "special" elements: an unmatched end tag is not searched for past one. */
const SPECIAL = new Set(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp'.split(
    ' ',
  ),
);
/** HTML start tags that end SVG or MathML content (`font` only with color, face or size). */
const BREAKS_OUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);
/** Where content that is not table structure is moved out, before the table ("foster parenting"). */
const TABLE_CONTEXT = new Set(['table', 'tbody', 'tfoot', 'thead', 'tr']);
/** The parts of a table: ignored where no table is open. */
const TABLE_PARTS = new Set('caption col colgroup tbody td tfoot th thead tr'.split(' '));
/** What a table holds itself when it is the current node. */
const TABLE_HOLDS = new Set([...TABLE_PARTS, 'table', 'form']);
const BLANK = /^[\t\n\f\r ]*$/;
/** Foreign elements whose content is HTML again. */
const INTEGRATION: Readonly<Record<Namespace, ReadonlySet<string>>> = {
  html: new Set(),
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext']),
};

interface Open {
  readonly element: RawElement;
  /** Its namespace: HTML, or SVG and MathML, whose content the parser reads otherwise. */
  readonly ns: Namespace;
}

type Namespace = 'html' | 'svg' | 'math';

const breaksOut = (token: StartTag) =>
  BREAKS_OUT.has(token.name) ||
  (token.name === 'font' && token.attrs.some(([name]) => /^(color|face|size)$/.test(name)));

/** Parse `html` with our tokenizer into raw nodes (the Node path of `readContent`). */
export function parseHtml(html: string): RawNode[] | typeof TOO_DEEP {
  const lexer = createLexer(html);
  const top: RawNode[] = [];
  const stack: Open[] = [];
  let seenTag = false;

  const current = () => stack[stack.length - 1];
  const childrenOfCurrent = () => current()?.element.children ?? top;
  /** In SVG or MathML, and not where they hold HTML again. */
  const inForeign = () => {
    const open = current();
    return open !== undefined && open.ns !== 'html' && !INTEGRATION[open.ns].has(open.element.tag);
  };
  const popThrough = (index: number) => {
    stack.length = index;
  };
  /** Whether an open element stops a search (its namespace decides which list). */
  const bounds = (open: Open, html: ReadonlySet<string>) =>
    (open.ns === 'html' ? html : FOREIGN_BOUNDARY[open.ns]).has(open.element.tag);
  const indexInScope = (name: string) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]!.element.tag === name && stack[i]!.ns === 'html') return i;
      if (bounds(stack[i]!, SCOPE_BOUNDARY)) return -1;
    }
    return -1;
  };

  const inTable = () => {
    const open = current();
    return open?.ns === 'html' && TABLE_CONTEXT.has(open.element.tag);
  };

  /**
   * Where the next node goes: the end of the current element, or, fostered out of a table,
   * before the open table.
   */
  function slot(fostered: boolean): { children: RawNode[]; at: number } {
    if (fostered) {
      for (let i = stack.length - 1; i >= 0; i--) {
        const table = stack[i]!.element;
        if (table.tag !== 'table') continue;
        const children = stack[i - 1]?.element.children ?? top;
        return { children, at: children.indexOf(table) };
      }
      // Rows with no table (a fragment that starts with one): after everything.
      return { children: top, at: top.length };
    }
    const children = childrenOfCurrent();
    return { children, at: children.length };
  }

  function text(value: string): void {
    const { children, at } = slot(inTable() && !BLANK.test(value));
    if (typeof children[at - 1] === 'string') children[at - 1] += value;
    else children.splice(at, 0, value);
  }

  /** Insert an element; `false` when it would nest past the limit. */
  function insert(token: StartTag, ns: Namespace, push: boolean): boolean {
    if (stack.length + 1 > MAX_CONTENT_DEPTH) return false;
    const element: RawElement = { tag: token.name, attrs: token.attrs, children: [] };
    const hidden =
      token.name === 'input' &&
      /^hidden$/i.test(token.attrs.find(([n]) => n === 'type')?.[1] ?? '');
    const { children, at } = slot(inTable() && !TABLE_HOLDS.has(token.name) && !hidden);
    children.splice(at, 0, element);
    if (push) stack.push({ element, ns });
    return true;
  }

  function startTag(token: StartTag): boolean {
    if (inForeign()) {
      if (!breaksOut(token)) return insert(token, current()!.ns, !token.selfClosing);
      while (inForeign()) stack.pop();
    }
    const { name } = token;
    // A table part is ignored outside a table, unless it is the fragment's first tag (head
    // elements aside): a template's content may be table rows, and then it is held like one.
    const firstTag = !seenTag;
    if (!HEAD.has(name)) seenTag = true;
    if (DOCUMENT.has(name)) return true;
    if (TABLE_PARTS.has(name) && !firstTag && !stack.some((open) => open.element.tag === 'table')) {
      return true;
    }
    if (CLOSES_P.has(name)) {
      const p = indexInScope('p');
      if (p !== -1) popThrough(p);
    }
    if (name === 'svg' || name === 'math') return insert(token, name, !token.selfClosing);
    if (VOID.has(name)) return insert(token, 'html', false);
    if (RAW_TEXT.has(name)) {
      lexer.skipRawText(name);
      return true;
    }
    if (name === 'plaintext') {
      lexer.skipToEnd();
      return true;
    }
    return insert(token, 'html', true);
  }

  function endTag(name: string): void {
    // `</p>` and `</br>` end SVG or MathML content, then count as HTML.
    if (name === 'p' || name === 'br') while (inForeign()) stack.pop();
    // In foreign content, the nearest open foreign element of that name (case aside).
    for (let i = stack.length - 1; i >= 0 && stack[i]!.ns !== 'html'; i--) {
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
      if (stack[i]!.element.tag === name) {
        popThrough(i);
        return;
      }
      if (bounds(stack[i]!, SPECIAL)) return;
    }
  }

  for (let token = lexer.next(false); token; token = lexer.next(inForeign())) {
    if (token.type === 'text') text(token.text);
    else if (token.type === 'end') endTag(token.name);
    else if (!startTag(token)) return TOO_DEEP;
  }
  return top;
}
