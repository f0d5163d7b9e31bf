import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html';

describe('html', () => {
  it('escapes every interpolated value and keeps nested markup', () => {
    const name = `<script>alert("x")</script> & 'y'`;
    const item = html`<li>${name}</li>`;
    expect(html`<ul>${[item]}</ul>`.value).toBe(
      '<ul><li>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</li></ul>',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });
});
