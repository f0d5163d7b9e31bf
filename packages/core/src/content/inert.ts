import { MAX_CONTENT_DEPTH } from './limits';
import { type RawElement, type RawNode, TOO_DEEP } from './raw';

// The browser's own parser, used inert: a <template>'s content belongs to a document with no
// browsing context, so nothing in it runs, loads or upgrades (no script, no image fetch, no
// custom element), and no node of it is ever attached to the page. Only its shape is copied out.

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Whether this realm has a DOM to parse with (a browser; not Node, unless a test provides one). */
export const hasDom = (): boolean =>
  typeof document === 'object' && document !== null && typeof document.createElement === 'function';

function rawElement(element: Element): RawElement {
  const attrs: Array<readonly [string, string]> = [];
  for (const attribute of Array.from(element.attributes)) {
    attrs.push([attribute.name, attribute.value]);
  }
  return { tag: element.localName, attrs, children: [] };
}

/**
 * The parsed fragment copied into raw nodes, with an explicit stack rather than recursion: a
 * hostile page may nest thousands deep, and the copy stops at the first element past
 * `MAX_CONTENT_DEPTH`. A `<template>`'s own content is a separate fragment and is not visited.
 */
function copyOut(fragment: DocumentFragment): RawNode[] | typeof TOO_DEEP {
  const top: RawNode[] = [];
  const pending: Array<{ node: Node; into: RawNode[]; depth: number }> = [];
  const queue = (parent: Node, into: RawNode[], depth: number) => {
    // Pushed last child first, so they are taken in document order.
    for (let child = parent.lastChild; child; child = child.previousSibling) {
      pending.push({ node: child, into, depth });
    }
  };
  queue(fragment, top, 1);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, into, depth } = next;
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      into.push(node.nodeValue ?? '');
    } else if (node.nodeType === ELEMENT_NODE) {
      if (depth > MAX_CONTENT_DEPTH) return TOO_DEEP;
      const element = rawElement(node as Element);
      into.push(element);
      queue(node, element.children, depth + 1);
    }
  }
  return top;
}

/** Parse `html` with the browser's parser, inert, into raw nodes. */
export function parseInert(html: string): RawNode[] | typeof TOO_DEEP {
  const template = document.createElement('template');
  template.innerHTML = html;
  return copyOut(template.content);
}
