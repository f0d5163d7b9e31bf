import type { Screen, UiNode } from '../nodes';
import { type FormOption, isEntry } from './prefill';

// The page's `form` option as a step of the screen state (apply.ts): the provider copies an
// entry's `disabled` onto the inputs of that name. A module apart from prefill.ts, whose
// values the engine reads before any screen is read: this step runs only once one is.

/** The names the `form` option disables. */
function disabledNames(option: FormOption | undefined): Set<string> {
  return new Set(
    Object.entries(option ?? {})
      .filter(
        ([, entry]) => isEntry(entry) && (entry.disabled === true || entry.disabled === 'true'),
      )
      .map(([name]) => name),
  );
}

/** The screen with the inputs the `form` option disables marked disabled. */
export function applyFormOption(screen: Screen, option: FormOption | undefined): Screen {
  const names = disabledNames(option);
  if (names.size === 0) return screen;
  const mark = (nodes: UiNode[]): UiNode[] =>
    nodes.map((node) => {
      if (node.type === 'container') return { ...node, children: mark(node.children) };
      return node.type === 'input' && names.has(node.name) ? { ...node, disabled: true } : node;
    });
  return { ...screen, nodes: mark(screen.nodes) };
}
