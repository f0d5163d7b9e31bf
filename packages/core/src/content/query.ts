import type { ContentElement, ContentNode } from './tree';

// Small readers of a content tree, for whoever maps it (screens, widget pages). Attribute reads
// go through `attr`: `attrs` has no prototype, so `attrs.constructor` is simply absent.

/** The elements among `nodes` (not their descendants), of one tag when `tag` is given. */
export function elementsOf(nodes: readonly ContentNode[], tag?: string): ContentElement[] {
  return nodes.filter(
    (node): node is ContentElement =>
      node.kind === 'element' && (tag === undefined || node.tag === tag),
  );
}

/** Every element of `nodes` and their descendants, in document order. */
export function allElements(nodes: readonly ContentNode[]): ContentElement[] {
  const found: ContentElement[] = [];
  const pending = [...nodes].reverse();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind !== 'element') continue;
    found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
  }
  return found;
}

/** The first element (document order, descendants included) whose `data-id` is `id`. */
export function findByDataId(
  nodes: readonly ContentNode[],
  id: string,
): ContentElement | undefined {
  return allElements(nodes).find((element) => attr(element, 'data-id') === id);
}

/** An attribute's value, or `undefined` when the element does not have it (name lowercased). */
export function attr(element: ContentElement, name: string): string | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(element.attrs, key) ? element.attrs[key] : undefined;
}

/**
 * A boolean attribute as the provider's components read one: present (`hidden`,
 * `required="true"`, `frozen=""`) is true, `"false"` (any case) and absent are false.
 */
export function flag(element: ContentElement, name: string): boolean {
  const value = attr(element, name);
  return value !== undefined && value.trim().toLowerCase() !== 'false';
}

/** The element's own text children joined and trimmed (descendants' text not included). */
export function textOf(element: ContentElement): string {
  return element.children
    .map((child) => (child.kind === 'text' ? child.text : ''))
    .join('')
    .trim();
}
