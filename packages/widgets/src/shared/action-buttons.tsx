import { type RootLayout, showsAction } from '@gatehouse/core';
import type { ReactNode } from 'react';
import { Button } from '../kit';

type Root = Pick<RootLayout, 'buttons'>;

/** The Create button, or nothing when the layout leaves Create out. */
export function createButton(root: Root, enabled: boolean, onClick: () => void): ReactNode {
  if (!showsAction(root, 'create')) return undefined;
  return (
    <Button variant="primary" disabled={!enabled} onClick={onClick}>
      {root.buttons.create}
    </Button>
  );
}

export interface ActionButtonsProps<A extends string> {
  /** The actions in the toolbar's order; those the layout leaves out are not shown. */
  actions: readonly A[];
  root: Root;
  /** Which actions the selection allows (the store's `$buttons`). */
  enabled: Readonly<Record<A, boolean>>;
  onOpen: (action: A) => void;
}

/** The toolbar actions the layout shows, in order. */
export const shownActions = <A extends string>(actions: readonly A[], root: Root) =>
  actions.filter((each) => showsAction(root, each));

/** A widget's toolbar buttons after Create, labelled by the layout; Delete is the danger one. */
export function ActionButtons<A extends string>({
  actions,
  root,
  enabled,
  onOpen,
  fold,
}: ActionButtonsProps<A> & {
  /** Hidden while the widget is narrow, where a More menu holds them (folding-action-buttons.tsx). */
  fold?: boolean;
}) {
  return shownActions(actions, root).map((each) => (
    <Button
      key={each}
      variant={each === 'delete' ? 'danger' : 'secondary'}
      disabled={!enabled[each]}
      onClick={() => onOpen(each)}
      data-fold={fold || undefined}
    >
      {root.buttons[each]}
    </Button>
  ));
}
