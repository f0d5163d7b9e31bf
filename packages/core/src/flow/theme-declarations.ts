import { isSafeCssText } from './css-values';

// A small scanner of the `--descope-*` custom-property declarations in a CSS string of
// theme.json (a mode's `globals`, a component's `host`). Nothing of the CSS is ever injected:
// only the value of each declaration is kept, and only when it passes the one single-value
// check (isSafeCssText: no `;{}<>\`, no `url(`, no `expression(`, at most 200 characters);
// the caller then checks it for the kind its token needs (a colour, a length, a font list).

const MAX_CSS = 200_000;
const DECLARATION = /(--descope-[a-z0-9-]{1,100})\s*:\s*([^;{}]*)/gi;

/** The `--descope-*` declarations of `css`, by lowercase name (the last one wins). */
export function descopeDeclarations(css: unknown): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof css !== 'string') return found;
  const text = css.slice(0, MAX_CSS).replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  for (const [, name, raw] of text.matchAll(DECLARATION)) {
    const value = (raw ?? '').trim();
    if (name && value && isSafeCssText(value)) found.set(name.toLowerCase(), value);
  }
  return found;
}
