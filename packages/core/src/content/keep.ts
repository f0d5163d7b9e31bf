import type { RawElement, RawNode } from './raw';
import type { ContentElement, ContentNode, ContentUnsupported } from './tree';
import { passes } from './values';
import {
  CONTENT_ATTRIBUTE_FAMILIES,
  CONTENT_ATTRIBUTES,
  CONTENT_TAGS,
  type ContentTagRule,
  type ContentValueCheck,
} from './vocabulary';

// The one place the allowlist is applied, whichever parser read the HTML: both hand over the
// same raw tree, so both paths keep exactly the same nodes.

/** A name the provider could have given a component; anything else is not worth naming. */
const COMPONENT_NAME = /^descope-[a-z0-9]+(?:[-._][a-z0-9]+)*$/;
/** HTML's whitespace: text of nothing else between elements is layout, not content. */
const BLANK = /^[ \t\n\f\r]*$/;

const own = (table: object, key: string): boolean => Object.hasOwn(table, key);

function tagRule(tag: string): ContentTagRule | undefined {
  return own(CONTENT_TAGS, tag) ? CONTENT_TAGS[tag] : undefined;
}

/** The check an attribute of this tag passes to be kept; `undefined`: never kept. */
function attributeCheck(rule: ContentTagRule, name: string): ContentValueCheck | undefined {
  if (rule.attributes) return own(rule.attributes, name) ? rule.attributes[name] : undefined;
  if (own(CONTENT_ATTRIBUTES, name)) return CONTENT_ATTRIBUTES[name];
  return CONTENT_ATTRIBUTE_FAMILIES.find((family) => family.pattern.test(name))?.check;
}

/** The allowlisted attributes, names lowercased, first of a name wins (as in the DOM). */
function keptAttributes(rule: ContentTagRule, raw: RawElement): Record<string, string> {
  const attrs: Record<string, string> = Object.create(null);
  for (const [rawName, value] of raw.attrs) {
    const name = rawName.toLowerCase();
    if (own(attrs, name)) continue;
    const check = attributeCheck(rule, name);
    if (check !== undefined && passes(check, value)) attrs[name] = value;
  }
  return attrs;
}

function unsupported(tag: string, raw: RawElement): ContentUnsupported | undefined {
  if (!COMPONENT_NAME.test(tag)) return undefined;
  const id = raw.attrs.find(([name]) => name.toLowerCase() === 'id')?.[1];
  return id === undefined ? { kind: 'unsupported', tag } : { kind: 'unsupported', tag, id };
}

function keepElement(raw: RawElement): ContentNode | undefined {
  const tag = raw.tag.toLowerCase();
  const rule = tagRule(tag);
  if (!rule) return tag.startsWith('descope-') ? unsupported(tag, raw) : undefined;
  const element: ContentElement = {
    kind: 'element',
    tag,
    attrs: keptAttributes(rule, raw),
    children: keepContent(raw.children),
  };
  return element;
}

/**
 * The nodes the allowlist keeps, in order: allowlisted elements with their allowlisted
 * attributes, unknown `descope-*` components as "unsupported", text as text (runs of text left
 * side by side by a dropped element joined; whitespace alone dropped). Every other element goes
 * with its whole subtree. Recursive: the parsers guarantee a raw tree at most
 * `MAX_CONTENT_DEPTH` deep.
 */
export function keepContent(raw: readonly RawNode[]): ContentNode[] {
  const kept: ContentNode[] = [];
  let text = '';
  const flushText = () => {
    if (!BLANK.test(text)) kept.push({ kind: 'text', text });
    text = '';
  };
  for (const node of raw) {
    if (typeof node === 'string') {
      text += node;
      continue;
    }
    const element = keepElement(node);
    if (!element) continue;
    flushText();
    kept.push(element);
  }
  flushText();
  return kept;
}
