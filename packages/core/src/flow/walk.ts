import type { ButtonNode, InputNode, Screen, UiNode } from './nodes';

// A screen's nodes, walked: what the engine, the renderers and the screen's code each read of
// it. A module apart from validate.ts, which brings the flow's texts and their loaders: the
// code that only walks a screen (a renderer's chunk) does not carry them along.

/** Every node of a screen, containers walked depth first. */
export function walk(nodes: UiNode[], out: UiNode[] = []): UiNode[] {
  for (const node of nodes) {
    out.push(node);
    if (node.type === 'container') walk(node.children, out);
  }
  return out;
}

export const inputsOf = (screen: Screen | undefined) =>
  walk(screen?.nodes ?? []).filter((node): node is InputNode => node.type === 'input');

export const buttonsOf = (screen: Screen | undefined) =>
  walk(screen?.nodes ?? []).filter((node): node is ButtonNode => node.type === 'button');
