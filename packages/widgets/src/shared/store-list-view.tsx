import type {
  LayoutColumn,
  ListActionsSurface,
  ListWidgetSurface,
  ModalLayout,
  RootLayout,
  WidgetType,
} from '@gatehouse/core';
import { type ReactNode, useId, useMemo } from 'react';
import { type TableProps, Toolbar } from '../kit';
import { columnsFrom, sortState } from './columns';
import { regionName, WidgetHeader } from './header';
import { ConfirmModal, usePreloadConfirm } from './lazy-modals';
import { ListView } from './list-view';
import { useWidgetLocale } from './texts';
import { useAtom } from './use-atom';

/**
 * What the view reads and calls of a list widget's store (core's `listSurface()`), and of a
 * widget that confirms actions on its selection, its confirmation's actions.
 */
export type ListViewStore<Row> = Pick<
  ListWidgetSurface<WidgetType, Row, string>,
  | '$rows'
  | '$selection'
  | '$search'
  | '$status'
  | '$error'
  | '$truncated'
  | 'search'
  | 'searchNow'
  | 'sort'
  | 'select'
> &
  Partial<Pick<ListActionsSurface<unknown, string, never>, 'confirm' | 'close'>>;

/** The key of a widget's default title in the widgets' words. */
type TitleKey = 'title.users' | 'title.roles' | 'title.accessKeys' | 'title.audit';

/** The open confirmation of an action on the selection: its page, its question, its weight. */
export interface Confirmation {
  layout: ModalLayout;
  text: string;
  /** The action destroys something: its button is the danger one. */
  danger?: boolean;
}

export interface StoreListViewProps<Row>
  extends Pick<TableProps<Row>, 'getRowId' | 'rowLabel' | 'unselectable'> {
  store: ListViewStore<Row>;
  /** The widget's pages: the root's title, search placeholder, empty text and columns. */
  pages: { root: Pick<RootLayout, 'title' | 'searchPlaceholder' | 'emptyText' | 'columns'> };
  /** The table's columns when not the root page's (the users' add custom attributes). */
  columns?: readonly LayoutColumn[];
  /** The title when the page has none, in the widget's words: it names the region. */
  titleKey: TitleKey;
  /** The host's heading names the widget: no title is shown. */
  hideTitle: boolean | undefined;
  /** What the empty table says, when not the page's empty text (the audit's depends). */
  emptyText?: string;
  /** The Create button: first in the toolbar, and the empty table's action until a search. */
  create?: ReactNode;
  /** The toolbar's other buttons. */
  actions?: ReactNode;
  /** What the header row holds before the toolbar (the audit's range selector). */
  filters?: ReactNode;
  /** A line above the table (the roles' note on built-in roles). */
  note?: ReactNode;
  /** The confirmation open, if any (the store's `confirm` and `close` answer it). */
  confirmation?: Confirmation;
  /** The widget's other modals. */
  children?: ReactNode;
}

/**
 * A list widget mounted on its store: the region named by its title, the header with the
 * search and the toolbar, the list (its status, error and Retry, the cut, the selection and
 * the sort all the store's), then the widget's modals. A widget gives only its own columns,
 * buttons and modals.
 */
export function StoreListView<Row>({
  store,
  pages: { root },
  columns = root.columns,
  titleKey,
  hideTitle,
  emptyText = root.emptyText,
  create,
  actions,
  filters,
  note,
  confirmation,
  children,
  ...table
}: StoreListViewProps<Row>) {
  const rows = useAtom(store.$rows);
  const selection = useAtom(store.$selection);
  const search = useAtom(store.$search);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const truncated = useAtom(store.$truncated);
  // A store that confirms actions: the confirmation's code loads once a row is selected.
  usePreloadConfirm(!!store.confirm && selection.length > 0);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const title = root.title ?? t(titleKey);
  const tableColumns = useMemo(() => columnsFrom<Row>(columns, locale), [columns, locale]);
  const titleId = useId();
  const tools = create || actions;
  return (
    <section {...regionName(title, titleId, hideTitle)} className="gh-w-widget">
      <WidgetHeader
        title={title}
        titleId={titleId}
        hideTitle={hideTitle}
        searchLabel={root.searchPlaceholder}
        searchText={search.text}
        onSearch={store.search}
      >
        {filters}
        {tools ? (
          <Toolbar label={t('actions', { title })}>
            {create}
            {actions}
          </Toolbar>
        ) : null}
      </WidgetHeader>
      {note}
      <ListView<Row>
        {...table}
        columns={tableColumns}
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.searchNow()}
        label={title}
        rows={rows}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        emptyText={emptyText}
        emptyAction={search.text ? undefined : create}
      />
      {children}
      {confirmation ? (
        <ConfirmModal
          {...confirmation}
          count={selection.length}
          onSubmit={() => void store.confirm?.()}
          onCancel={() => store.close?.()}
        />
      ) : null}
    </section>
  );
}
