import { describe, expect, it, vi } from 'vitest';
import { parseInert } from './inert';
import { parseHtml } from './parse-html';
import type { ContentParser } from './raw';
import { MAX_CONTENT_CHARS, MAX_CONTENT_DEPTH, readContent, readWith } from './read';
import type { ContentNode } from './tree';

// Every case runs through both parsers: the DOM's (happy-dom here, Chromium in
// examples/vanilla/e2e/content-reader.test.ts) and our tokenizer.

const PARSERS = [
  ['the DOM parser', parseInert],
  ['the tokenizer', parseHtml],
] as const;

const el = (tag: string, attrs: Record<string, string> = {}, children: ContentNode[] = []) => ({
  kind: 'element' as const,
  tag,
  attrs,
  children,
});
const text = (value: string) => ({ kind: 'text' as const, text: value });

/** Every tag, attribute and text of a tree as one string, to prove something is gone. */
function dump(nodes: readonly ContentNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'unsupported') return `<${node.tag} ${node.id ?? ''}>`;
      const attrs = Object.entries(node.attrs).map(([name, value]) => `${name}=${value}`);
      return `<${node.tag} ${attrs.join(' ')}>${dump(node.children)}</${node.tag}>`;
    })
    .join('');
}

describe.each(PARSERS)('readWith %s', (_name, parse) => {
  const read = (html: string): ContentNode[] => {
    const result = readWith(html, parse);
    if (!result.ok) throw new Error(result.error.message);
    return result.data;
  };

  it('keeps components, their allowlisted attributes and their text', () => {
    expect(
      read(
        '<descope-text variant="h1" id="t" data-id="title">Welcome, {{user.name}}</descope-text>',
      ),
    ).toEqual([
      el('descope-text', { variant: 'h1', id: 't', 'data-id': 'title' }, [
        text('Welcome, {{user.name}}'),
      ]),
    ]);
  });

  it('drops <script> and its text, wherever it stands', () => {
    const nodes = read(
      '<script>window.__pwned=1</script><descope-text>a<script>alert(1)</script>b</descope-text><SCRIPT SRC="//evil.js"></SCRIPT>',
    );
    expect(nodes).toEqual([el('descope-text', {}, [text('ab')])]);
  });

  it('drops <img onerror> whole', () => {
    expect(read('<img src="x" onerror="alert(1)"><descope-text>after</descope-text>')).toEqual([
      el('descope-text', {}, [text('after')]),
    ]);
  });

  it('drops every event handler attribute, whatever its case', () => {
    expect(
      read(
        '<descope-button id="go" onclick="alert(1)" ONMOUSEOVER="alert(2)" onFocus="x">Go</descope-button>',
      ),
    ).toEqual([el('descope-button', { id: 'go' }, [text('Go')])]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('drops the href %j', (href) => {
    const [link] = read(`<descope-link href="${href}">x</descope-link>`);
    expect(link).toEqual(el('descope-link', {}, [text('x')]));
  });

  it.each([
    'https://example.com/a?b=1&c=2',
    'http://example.com',
    'mailto:help@example.com',
    'otpauth://totp/Acme:alice?secret=ABC',
    '/relative/path',
    '#',
    '{{totp.provisionUrl}}',
  ])('keeps the href %j', (href) => {
    const [link] = read(`<descope-link href="${href.replace(/&/g, '&amp;')}">x</descope-link>`);
    expect(link).toEqual(el('descope-link', { href }, [text('x')]));
  });

  it('keeps data:image src in base64 only, and no data: document', () => {
    const nodes = read(
      '<descope-image src="data:image/png;base64,iVBORw0KGgo="></descope-image>' +
        '<descope-image src="data:text/html;base64,PHNjcmlwdD4="></descope-image>' +
        '<descope-image src="data:image/svg+xml,<svg onload=alert(1)>"></descope-image>' +
        '<descope-image src="javascript:alert(1)"></descope-image>',
    );
    expect(nodes).toEqual([
      el('descope-image', { src: 'data:image/png;base64,iVBORw0KGgo=' }),
      el('descope-image'),
      el('descope-image'),
      el('descope-image'),
    ]);
  });

  it('keeps an SVG drawing but not the script inside it', () => {
    const nodes = read(
      '<descope-icon><svg viewBox="0 0 1 1" onload="alert(1)" style="x"><path d="M0 0" fill="red"></path><script>alert(1)</script></svg></descope-icon>',
    );
    expect(nodes).toEqual([
      el('descope-icon', {}, [
        el('svg', { viewbox: '0 0 1 1' }, [el('path', { d: 'M0 0', fill: 'red' })]),
      ]),
    ]);
  });

  it('drops <math>, <style>, <iframe>, <template>, <object>, <a>, <form>, <base>, <meta> whole', () => {
    const nodes = read(
      '<math><mtext><descope-text>m</descope-text></mtext></math>' +
        '<style>descope-text{color:red}</style>' +
        '<iframe src="javascript:alert(1)" srcdoc="<script>alert(1)</script>"></iframe>' +
        '<template><descope-text>t</descope-text></template>' +
        '<object data="x.swf"><descope-text>o</descope-text></object>' +
        '<a href="javascript:alert(1)"><descope-text>a</descope-text></a>' +
        '<form action="https://evil"><descope-text>f</descope-text></form>' +
        '<base href="https://evil/"><meta http-equiv="refresh" content="0;url=https://evil">' +
        '<descope-text>kept</descope-text>',
    );
    expect(nodes).toEqual([el('descope-text', {}, [text('kept')])]);
    expect(dump(nodes)).not.toMatch(/alert|evil|script/);
  });

  it('drops comments, and the markup a comment holds', () => {
    expect(
      read(
        '<!-- <descope-button id="x">Hidden</descope-button> --><descope-text>a</descope-text><!---->',
      ),
    ).toEqual([el('descope-text', {}, [text('a')])]);
  });

  it('ends a malformed nesting where the browser does, dropping the stray element', () => {
    expect(read('<descope-text><b>x</descope-text></b><descope-text>y</descope-text>')).toEqual([
      el('descope-text'),
      el('descope-text', {}, [text('y')]),
    ]);
  });

  it('closes what is left open at the end', () => {
    expect(read('<descope-container direction="row"><descope-text>a')).toEqual([
      el('descope-container', { direction: 'row' }, [el('descope-text', {}, [text('a')])]),
    ]);
  });

  it('keeps escaped markup as text', () => {
    expect(
      read(
        '<descope-text>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</descope-text>',
      ),
    ).toEqual([el('descope-text', {}, [text('<script>alert(1)</script> & "x"')])]);
  });

  it('decodes entities in attribute values', () => {
    expect(
      read('<descope-text label="Tom &amp; Jerry &#8212; &eacute;&#x2713;">x</descope-text>'),
    ).toEqual([el('descope-text', { label: 'Tom & Jerry — é✓' }, [text('x')])]);
  });

  it('drops an st-* or style value that is more than one CSS value, or loads something', () => {
    const [container] = read(
      '<descope-container st-background-color="red;}body{x" style="background:url(http://evil)" ' +
        `st-gap="1rem" st-host-width="calc(100% - 2rem)" st-a="expression(alert(1))" st-b="URL(x)" ` +
        `st-c="image-set('x.png' 1x)" st-d="\\75 rl(x)" st-e="<b>" st-f="${'1'.repeat(201)}" st-g="${'1'.repeat(200)}"></descope-container>`,
    );
    expect(container).toEqual(
      el('descope-container', {
        'st-gap': '1rem',
        'st-host-width': 'calc(100% - 2rem)',
        'st-g': '1'.repeat(200),
      }),
    );
  });

  it('names an unknown descope-* component "unsupported", and drops other unknown elements whole', () => {
    expect(
      read(
        '<descope-fancy-widget id="f1" onclick="x"><descope-text>in</descope-text></descope-fancy-widget>' +
          '<descope-other></descope-other><fancy-thing><descope-text>lost</descope-text></fancy-thing><p>para</p>',
      ),
    ).toEqual([
      { kind: 'unsupported', tag: 'descope-fancy-widget', id: 'f1' },
      { kind: 'unsupported', tag: 'descope-other' },
    ]);
  });

  it('gives attributes a null prototype; __proto__ and constructor are plain names, dropped', () => {
    const [node] = read(
      '<descope-button __proto__="x" constructor="y" toString="z" data-descope-constructor="c" id="b">x</descope-button>',
    );
    if (node?.kind !== 'element') throw new Error('not an element');
    expect(Object.getPrototypeOf(node.attrs)).toBeNull();
    expect(Object.keys(node.attrs)).toEqual(['data-descope-constructor', 'id']);
    expect(node.attrs.constructor).toBeUndefined();
  });

  it('lowercases tag and attribute names; the first of a repeated attribute wins', () => {
    expect(read('<DESCOPE-BUTTON FormNoValidate="true" ID="a" id="b">Go</DESCOPE-BUTTON>')).toEqual(
      [el('descope-button', { formnovalidate: 'true', id: 'a' }, [text('Go')])],
    );
  });

  it('keeps plain inputs of type hidden or text, with their own attributes only', () => {
    expect(
      read(
        '<input type="hidden" name="n" value="v" onfocus="x" class="c"><input type="password" name="p"><input type="image" src="x.png" data-id="i">',
      ),
    ).toEqual([
      el('input', { type: 'hidden', name: 'n', value: 'v' }),
      el('input', { name: 'p' }),
      el('input', { 'data-id': 'i' }),
    ]);
  });

  it("keeps Gatehouse's descope-one-tap with its id and provider only", () => {
    expect(
      read('<descope-one-tap id="g" provider="google" class="x" data-id="y"></descope-one-tap>'),
    ).toEqual([el('descope-one-tap', { id: 'g', provider: 'google' })]);
  });

  it('drops whitespace between elements, keeps other text as written', () => {
    expect(read('\n  <descope-text>  a  </descope-text>\n  <!-- c -->\n  tail ')).toEqual([
      el('descope-text', {}, [text('  a  ')]),
      text('\n  \n  tail '),
    ]);
  });

  it('reads CDATA outside SVG as the browser does: a bogus comment to the first ">"', () => {
    expect(
      read('<descope-text><![CDATA[<descope-button>x</descope-button>]]></descope-text>'),
    ).toEqual([el('descope-text', {}, [text('x]]>')])]);
  });

  it(`reads ${MAX_CONTENT_DEPTH} nested elements, refuses one more`, () => {
    const nest = (depth: number) =>
      '<descope-container>'.repeat(depth) + '</descope-container>'.repeat(depth);
    expect(readWith(nest(MAX_CONTENT_DEPTH), parse).ok).toBe(true);
    const deeper = readWith(nest(MAX_CONTENT_DEPTH + 1), parse);
    expect(deeper.ok ? undefined : deeper.error).toMatchObject({
      kind: 'content',
      code: 'E_CONTENT_TOO_DEEP',
    });
  });

  it('refuses 5,000-deep nesting without overflowing the stack', () => {
    for (const tag of ['div', 'descope-container', 'span']) {
      const [open, close] = [`<${tag}>`, `</${tag}>`];
      const html = `${open.repeat(5000)}x${close.repeat(5000)}`;
      const result = readWith(html, parse);
      expect(result.ok ? undefined : result.error.code).toBe('E_CONTENT_TOO_DEEP');
    }
  });

  it('never throws on broken markup', () => {
    for (const html of [
      '<',
      '</',
      '<descope-text id="x',
      '<!--',
      '<!',
      '<?x',
      '</>',
      '<a <b>',
      '&#',
      '&#x;',
      '&#99999999999;',
      '<svg><![CDATA[x',
    ]) {
      expect(readWith(html, parse).ok).toBe(true);
    }
  });
});

describe('the two parsers', () => {
  it.each([
    '<descope-container><descope-text>a</descope-text><descope-text/>b</descope-container>',
    '<div><span>a</span><p>x<div><descope-text>y</descope-text></div></div>',
    '<descope-text>1 < 2 &amp;&amp; 3 > 2 &ampx &copy 2026 &notanentity;</descope-text>',
    '<descope-text label="a&ampb=c">x</descope-text>',
  ])('read %j the same way', (html) => {
    expect(readWith(html, parseHtml)).toEqual(readWith(html, parseInert));
  });
});

describe('readContent', () => {
  it(`refuses a 10 MB page before any parser sees it`, async () => {
    const parse = vi.fn<ContentParser>();
    const huge = `<descope-text>${'a'.repeat(10 * 1024 * 1024)}</descope-text>`;
    const result = readWith(huge, parse);
    expect(parse).not.toHaveBeenCalled();
    expect(result.ok ? undefined : result.error).toMatchObject({
      kind: 'content',
      code: 'E_CONTENT_TOO_LARGE',
    });
    const read = await readContent(huge);
    expect(read.ok ? undefined : read.error.code).toBe('E_CONTENT_TOO_LARGE');
    expect(readWith('a'.repeat(MAX_CONTENT_CHARS), parseHtml).ok).toBe(true);
  });

  it('reads with the DOM where there is one', async () => {
    const spy = vi.spyOn(document, 'createElement');
    const result = await readContent('<descope-text>hi</descope-text>');
    expect(result).toEqual({ ok: true, data: [el('descope-text', {}, [text('hi')])] });
    expect(spy).toHaveBeenCalledWith('template');
  });

  it("reads with the tokenizer where the DOM's parser throws (an XHTML page)", async () => {
    vi.spyOn(document, 'createElement').mockImplementation(() => {
      throw new DOMException('not well-formed', 'SyntaxError');
    });
    const result = await readContent('<descope-text>unclosed');
    expect(result).toEqual({ ok: true, data: [el('descope-text', {}, [text('unclosed')])] });
  });

  it('reads with the tokenizer where there is no DOM', async () => {
    vi.stubGlobal('document', undefined);
    try {
      const result = await readContent('<descope-text>hi<script>x</script></descope-text>');
      expect(result).toEqual({ ok: true, data: [el('descope-text', {}, [text('hi')])] });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
