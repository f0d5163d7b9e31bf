import type { ModalLayout } from '@gatehouse/core';
import { ConfirmModal, usePreloadConfirm } from './lazy-modals';
import { ListWidgetView, type ListWidgetViewProps } from './list-widget-view';
import { useAtom } from './use-atom';

/** The open confirmation of an action on the selection: its page, its question, its weight. */
export interface Confirmation {
  layout: ModalLayout;
  text: string;
  /** The action destroys something: its button is the danger one. */
  danger?: boolean;
}

export interface StoreListViewProps<Row> extends ListWidgetViewProps<Row> {
  /** The confirmation open, if any (the store's `confirm` and `close` answer it). */
  confirmation?: Confirmation;
}

/**
 * A list widget that acts on its rows, mounted on its store: the list widget's view
 * (list-widget-view.tsx), then the open confirmation, answered by the store. The
 * confirmation's code loads once a row is selected (every confirmation acts on a selection).
 */
export function StoreListView<Row>({ confirmation, children, ...view }: StoreListViewProps<Row>) {
  const { store } = view;
  const selection = useAtom(store.$selection);
  usePreloadConfirm(!!store.confirm && selection.length > 0);
  return (
    <ListWidgetView<Row> {...view}>
      {children}
      {confirmation ? (
        <ConfirmModal
          {...confirmation}
          count={selection.length}
          onSubmit={() => void store.confirm?.()}
          onCancel={() => store.close?.()}
        />
      ) : null}
    </ListWidgetView>
  );
}
