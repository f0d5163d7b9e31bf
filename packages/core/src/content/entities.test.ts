import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities';

describe('decodeEntities', () => {
  it.each([
    ['&lt;b&gt; &amp; &quot;q&quot; &apos;', `<b> & "q" '`],
    ['&#58;&#x3A;&#X3a;&#0058', '::::'],
    ['&#0;&#xD800;&#x110000;&#99999999999;', '\ufffd\ufffd\ufffd\ufffd'],
    ['&#x80;&#150;', '€–'],
    ['javascript&colon;x &Tab;&NewLine;', 'javascript:x \t\n'],
    ['&eacute;t&eacute; &euro;5 &hellip;', 'été €5 …'],
    ['&copy 2026 &ampx &notit; &notin;', '© 2026 &x ¬it; ∉'],
    ['&unknown; & &; &#; &#x;', '&unknown; & &; &#; &#x;'],
  ])('decodes %j in text', (text, decoded) => {
    expect(decodeEntities(text, false)).toBe(decoded);
  });

  it('leaves a legacy name followed by a letter, a digit or "=" alone in an attribute', () => {
    expect(decodeEntities('?a=1&amp=2&copyx&lt3&gt', true)).toBe('?a=1&amp=2&copyx&lt3>');
    expect(decodeEntities('a&amp;b', true)).toBe('a&b');
  });
});
