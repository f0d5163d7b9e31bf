import { confirmationTitle, type ModalLayout } from '@gatehouse/core';
import type { ReactNode } from 'react';
import { Toolbar } from '../kit';
import { ConfirmModal, usePreloadModals } from './lazy-modals';
import { ListWidgetView, type ListWidgetViewProps } from './list-widget-view';
import { useWidgetTexts } from './texts';
import { useAtom } from './use-atom';

/** The open confirmation of an action on the selection: its page, its question, its weight. */
export interface Confirmation {
  layout: ModalLayout;
  text: string;
  /** The action destroys something: its button is the danger one. */
  danger?: boolean;
}

export interface StoreListViewProps<Row> extends Omit<ListWidgetViewProps<Row>, 'tools'> {
  /** The toolbar's other buttons (after Create). */
  actions?: ReactNode;
  /** The confirmation open, if any (the store's `confirm` and `close` answer it). */
  confirmation?: Confirmation;
}

/**
 * A list widget that acts on its rows, mounted on its store: the list widget's view
 * (list-widget-view.tsx) with its toolbar (Create and the other actions), then the open
 * confirmation, answered by the store. The confirmation's code loads once a row is selected
 * (every confirmation acts on a selection).
 */
export function StoreListView<Row>({
  actions,
  confirmation,
  children,
  ...view
}: StoreListViewProps<Row>) {
  const { store, create } = view;
  const t = useWidgetTexts();
  const selection = useAtom(store.$selection);
  usePreloadModals(!!store.confirm && selection.length > 0);
  const tools =
    create || actions
      ? (title: string) => (
          <Toolbar label={t('actions', { title })}>
            {create}
            {actions}
          </Toolbar>
        )
      : undefined;
  return (
    <ListWidgetView<Row> {...view} tools={tools}>
      {children}
      {confirmation ? (
        <ConfirmModal
          {...confirmation}
          title={confirmationTitle(confirmation.layout, selection.length)}
          onSubmit={() => void store.confirm?.()}
          onCancel={() => store.close?.()}
        />
      ) : null}
    </ListWidgetView>
  );
}
