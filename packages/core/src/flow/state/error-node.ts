import type { UiNode } from '../nodes';

// Where a screen's error shows: in the screen's own error text nodes (the provider's
// `[data-type="error-message"]`), else in a renderer's place of its own. A module apart from
// error-text.ts, the screen state's step that fills those nodes: a renderer asks this before
// any screen is read, and the step runs only once one is.

export const isErrorNode = (node: UiNode): boolean =>
  node.type === 'text' && node.variant === 'error';

/** Whether the screen has an error text node of its own for the screen's error. */
export function hasErrorNode(nodes: readonly UiNode[]): boolean {
  return nodes.some(
    (node) => isErrorNode(node) || (node.type === 'container' && hasErrorNode(node.children)),
  );
}
