import type { ContentNode } from '../tree';

// TESTS ONLY. A stand-in for READER's `readContent` while it is not on this branch: happy-dom's
// DOMParser reads the provider's HTML, and this keeps what the content tree keeps (elements
// with their attributes lowercased, text, `descope-*` as elements). It does NOT apply the
// allowlist: it must never be used outside tests.

function convert(node: Node): ContentNode | undefined {
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    return text.trim() ? { kind: 'text', text } : undefined;
  }
  if (node.nodeType !== 1) return undefined;
  const element = node as Element;
  const attrs: Record<string, string> = Object.create(null);
  for (const { name, value } of Array.from(element.attributes)) attrs[name.toLowerCase()] = value;
  return {
    kind: 'element',
    tag: element.tagName.toLowerCase(),
    attrs,
    children: childrenOf(element),
  };
}

const childrenOf = (parent: Node): ContentNode[] =>
  Array.from(parent.childNodes)
    .map(convert)
    .filter((node): node is ContentNode => node !== undefined);

/** The content tree of an HTML fragment, for tests (see the file's comment). */
export function testContentFromHtml(html: string): ContentNode[] {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return childrenOf(document.body);
}
