import { breakBraces, escapeHtml, providerPlaceholders } from './escape';

// One place writes tags: a name from the writers' own vocabulary, attributes from the
// allowlist the reader keeps (FORMAT25 §3), every value escaped.

/** A value whose braces are already the provider's placeholders (see `placeholders`). */
export interface Placeholders {
  readonly placeholders: string;
}
/** An attribute's value: `true` is written "true", `false`/`undefined` leave it out. */
export type AttrValue = string | number | boolean | undefined | Placeholders;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Boolean attributes written bare, as the provider's pages write them. */
const BARE = new Set(['hidden']);
/** Regular expressions are written as given: breaking their braces would change them. */
const VERBATIM = new Set(['pattern', 'data-pattern']);

function attribute(name: string, value: AttrValue): string {
  if (value === undefined || value === false) return '';
  if (value === true) return BARE.has(name) ? ` ${name}` : ` ${name}="true"`;
  if (typeof value === 'object') return ` ${name}="${escapeHtml(value.placeholders)}"`;
  const text = String(value);
  return ` ${name}="${escapeHtml(VERBATIM.has(name) ? text : breakBraces(text))}"`;
}

/** `<tag attrs>children</tag>`: children are already-written HTML (see `text`). */
export const element = (tag: string, attrs: Attrs = {}, children: readonly string[] = []): string =>
  `<${tag}${Object.entries(attrs)
    .map(([name, value]) => attribute(name, value))
    .join('')}>${children.join('')}</${tag}>`;

/** Text content, escaped, its braces broken (see escape.ts). */
export const text = (value: string): string => escapeHtml(breakBraces(value));

/** A void element (`<input>`): no children, no end tag. */
export const voidElement = (tag: string, attrs: Attrs): string =>
  `<${tag}${Object.entries(attrs)
    .map(([name, value]) => attribute(name, value))
    .join('')}>`;

/** A flow screen's value with Gatehouse's `{name}` written as the provider's `{{form.name}}`. */
export const placeholders = (value: string): Placeholders => ({
  placeholders: providerPlaceholders(value),
});

/** A flow screen's text, its `{name}` placeholders the provider's (see escape.ts). */
export const placeholderText = (value: string): string => escapeHtml(providerPlaceholders(value));
