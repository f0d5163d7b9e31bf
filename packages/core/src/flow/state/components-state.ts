import type { Screen, UiNode } from '../nodes';

// `componentsState` (provider-content §2.7): the screen state's map of element `id` to what
// the flow decided for it. `hide` takes the node out of the screen (so it is neither shown,
// validated nor submitted), `disable` disables an input or a button, `read-only` makes an input
// read-only. A button's id is its interaction id (the provider's `id` is both). Unknown
// actions and ids are ignored.

type Action = 'hide' | 'disable' | 'read-only';

const ACTIONS: readonly string[] = ['hide', 'disable', 'read-only'];

const idsOf = (node: UiNode): string[] => {
  const ids = node.id === undefined ? [] : [node.id];
  if (node.type === 'button') ids.push(node.interactionId);
  return ids;
};

function actionOf(node: UiNode, state: Record<string, unknown>): Action | undefined {
  for (const id of idsOf(node)) {
    const action = Object.hasOwn(state, id) ? state[id] : undefined;
    if (typeof action === 'string' && ACTIONS.includes(action)) return action as Action;
  }
  return undefined;
}

function applyTo(nodes: UiNode[], state: Record<string, unknown>): UiNode[] {
  const out: UiNode[] = [];
  for (const node of nodes) {
    const action = actionOf(node, state);
    if (action === 'hide') continue;
    if (node.type === 'container') {
      out.push({ ...node, children: applyTo(node.children, state) });
    } else if (action === 'disable' && (node.type === 'input' || node.type === 'button')) {
      out.push({ ...node, disabled: true });
    } else if (action === 'read-only' && node.type === 'input') {
      out.push({ ...node, readOnly: true });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** The screen with `componentsState` applied; the screen itself when there is none. */
export function applyComponentsState(screen: Screen, componentsState: unknown): Screen {
  if (typeof componentsState !== 'object' || componentsState === null) return screen;
  const state = componentsState as Record<string, unknown>;
  if (Object.keys(state).length === 0) return screen;
  return { ...screen, nodes: applyTo(screen.nodes, state) };
}
