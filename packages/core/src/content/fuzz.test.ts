import { describe, expect, it } from 'vitest';
import { parseInert } from './inert';
import { parseHtml } from './parse-html';
import { allElements } from './query';
import { readWith } from './read';
import type { ContentNode } from './tree';
import { isSafeContentUrl, isSafeCssValue } from './values';
import { CONTENT_TAGS } from './vocabulary';

// Random soups of HTML pieces, from a fixed seed: whatever the order, both parsers finish, never
// throw, and keep nothing outside the allowlist.

const PIECES = [
  '<descope-text>',
  '</descope-text>',
  '<descope-container direction="row">',
  '</descope-container>',
  '<descope-button id="b" onclick="alert(1)">',
  '<descope-link href="javascript:alert(1)">',
  '<descope-link href="https://ok.example">',
  '<descope-unknown id="u">',
  '<svg viewBox="0 0 1 1">',
  '</svg>',
  '<path d="M0 0"/>',
  '<math>',
  '<mtext>',
  '<script>alert(1)</script>',
  '<script>',
  '<style>',
  '</style>',
  '<img src=x onerror=alert(1)>',
  '<iframe>',
  '<template>',
  '</template>',
  '<table>',
  '<tr>',
  '<td>',
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<span style="color:red;}">',
  '</span>',
  '<b>',
  '</b>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<!doctype html>',
  '<?xml ?>',
  '</>',
  '<',
  '>',
  '"',
  "'",
  '=',
  '&amp;',
  '&lt;script&gt;',
  '&#58;',
  '&',
  'text',
  ' ',
  '\n',
  '<input type=hidden name=n value=v>',
  '<noscript>',
  '<textarea>',
  '</textarea>',
  '<select><option>',
];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function soup(next: () => number): string {
  const length = 1 + Math.floor(next() * 40);
  return Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
}

function checkKept(nodes: readonly ContentNode[]): void {
  for (const element of allElements(nodes)) {
    expect(Object.hasOwn(CONTENT_TAGS, element.tag), element.tag).toBe(true);
    for (const [name, value] of Object.entries(element.attrs)) {
      expect(name.startsWith('on'), name).toBe(false);
      if (name === 'href' || name === 'src')
        expect(isSafeContentUrl(value, name === 'src')).toBe(true);
      if (name === 'style' || name.startsWith('st-')) expect(isSafeCssValue(value)).toBe(true);
    }
  }
}

describe.each([
  ['the DOM parser', parseInert],
  ['the tokenizer', parseHtml],
] as const)('%s on 500 random soups', (_name, parse) => {
  it('finishes, never throws, keeps only the allowlist', () => {
    const next = random(25);
    for (let i = 0; i < 500; i++) {
      const html = soup(next);
      const result = readWith(html, parse);
      expect(result.ok, html).toBe(true);
      if (result.ok) checkKept(result.data);
    }
  });
});
