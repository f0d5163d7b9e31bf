import { escapeHtml } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html', () => {
  it('escapes every value, in content and in attributes', () => {
    const evil = `<script>alert("x")</script>' onload='x' &amp;`;
    const page = html`<p title="${evil}">${evil}</p>`.markup;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain(`"x"`);
    expect(page).toBe(`<p title="${escapeHtml(evil)}">${escapeHtml(evil)}</p>`);
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('keeps markup made by html, joins lists, and escapes look-alikes', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    const list = html`<ul>${['a<b', 'c'].map(item)}</ul>`.markup;
    expect(list).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
    // An object shaped like html's output but not made by it is text.
    const forged = { markup: '<b>x</b>' } as unknown as string;
    expect(html`${forged}`.markup).toBe('[object Object]');
  });
});
