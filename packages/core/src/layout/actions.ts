import type { RootLayout } from './schema';

// A customer's page may leave an action's button out (FORMAT25 §5): that action is hidden.
// The widgets show only the buttons a root layout has, and the stores never enable another.

/** Whether the root layout shows `action` (it has the action's button). */
export const showsAction = (root: Pick<RootLayout, 'buttons'>, action: string): boolean =>
  Object.hasOwn(root.buttons, action);

/** The buttons' states with every action the layout hides turned off (none before it loads). */
export function shownOnly<B extends { [K in keyof B]: boolean }>(
  buttons: B,
  root: Pick<RootLayout, 'buttons'> | undefined,
): B {
  if (!root) return buttons;
  const shown = { ...buttons };
  for (const action of Object.keys(shown)) {
    if (!showsAction(root, action)) (shown as Record<string, boolean>)[action] = false;
  }
  return shown;
}
