import type { Screen, UiNode } from '../nodes';
import { hasErrorNode, isErrorNode } from './error-node';

// The screen's error (provider-content §2.7): `errorText` becomes the text of every error text
// node (the provider's `[data-type="error-message"]`), and an empty one leaves them empty, which
// a renderer shows as nothing. A screen without an error node still has its error: renderers
// show `errorText` in their own place (see error-node.ts).

function fill(nodes: UiNode[], text: string): UiNode[] {
  return nodes.map((node) => {
    if (node.type === 'container') return { ...node, children: fill(node.children, text) };
    return isErrorNode(node) ? { ...node, text } : node;
  });
}

/** The screen with `errorText` in each error text node ('' when there is no error). */
export function applyErrorText(screen: Screen, errorText: unknown): Screen {
  if (!hasErrorNode(screen.nodes)) return screen;
  return { ...screen, nodes: fill(screen.nodes, typeof errorText === 'string' ? errorText : '') };
}
