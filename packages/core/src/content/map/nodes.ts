import type { ContentElement, ContentNode } from '../tree';

// Small readers of the content tree that both mappers share (screens and widget pages). They
// stay private to content/map: READER's content/query.ts is the public set.

/** The elements among `nodes`, in order (text and unsupported nodes left out). */
export const elementsIn = (nodes: readonly ContentNode[]): ContentElement[] =>
  nodes.filter((node): node is ContentElement => node.kind === 'element');

/** An element's own text: its text children and those of its plain spans, joined and trimmed. */
export function textOf(element: ContentElement): string {
  const parts: string[] = [];
  for (const child of element.children) {
    if (child.kind === 'text') parts.push(child.text);
    else if (child.kind === 'element' && child.tag === 'span' && !child.attrs.slot) {
      parts.push(textOf(child));
    }
  }
  // HTML's white space only: a French text's no-break spaces stay as they are.
  return parts
    .join('')
    .replace(/[ \t\n\r\f]+/g, ' ')
    .replace(/^ | $/g, '');
}

/** The attribute's value, or undefined when absent (the tree keeps a null-prototype record). */
export const attr = (element: ContentElement, name: string): string | undefined =>
  Object.hasOwn(element.attrs, name) ? element.attrs[name] : undefined;

/** A boolean attribute: present and not `"false"` (`required`, `required="true"`). */
export const flag = (element: ContentElement, name: string): boolean => {
  const value = attr(element, name);
  return value !== undefined && value.trim().toLowerCase() !== 'false';
};

/** A positive whole number attribute, else undefined (`maxlength="abc"` is ignored). */
export function count(element: ContentElement, name: string): number | undefined {
  const value = attr(element, name)?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

/** A number attribute (`min="-1"`, `max="2.5"`), else undefined. */
export function numberAttr(element: ContentElement, name: string): number | undefined {
  const value = attr(element, name)?.trim();
  if (!value || !/^-?\d{1,15}(\.\d{1,15})?$/.test(value)) return undefined;
  return Number(value);
}

/**
 * Hidden as the provider hides: the `hidden` attribute (a widget's componentsState) or the
 * class `hidden` (a flow's).
 */
export const isHidden = (element: ContentElement): boolean =>
  flag(element, 'hidden') || (attr(element, 'class') ?? '').split(/\s+/).includes('hidden');

/** Every element under `nodes`, depth first, in document order. */
export function* descendants(nodes: readonly ContentNode[]): Generator<ContentElement> {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    yield node;
    yield* descendants(node.children);
  }
}

/** The first element under `nodes` with this `data-id` and tag (a provider widget's binding). */
export function bound(
  nodes: readonly ContentNode[],
  dataId: string,
  tag: string,
): ContentElement | undefined {
  for (const element of descendants(nodes)) {
    if (element.attrs['data-id'] === dataId && element.tag === tag) return element;
  }
  return undefined;
}

/** The `<span data-name data-id>` options of a combo box, as `{value, label}`. */
export function optionsOf(element: ContentElement): { value: string; label: string }[] {
  return elementsIn(element.children)
    .filter((child) => child.tag === 'span' && attr(child, 'data-id') !== undefined)
    .map((span) => {
      const value = attr(span, 'data-id') as string;
      return { value, label: attr(span, 'data-name') ?? (textOf(span) || value) };
    });
}
