import type {
  LayoutColumn,
  ListActionsSurface,
  ListSurface,
  ListWidgetSurface,
  RootLayout,
  SearchParams,
  WidgetType,
} from '@gatehouse/core';
import { type ReactNode, useId } from 'react';
import type { SortState, TableProps } from '../kit';
import { regionName, WidgetHeader } from './header';
import { ListView } from './list-view';
import { useWidgetLocale } from './texts';
import { useAtom } from './use-atom';

/**
 * What the view reads and calls of a list widget's store (core's `listSurface()`), and of a
 * widget that confirms actions on its selection, its confirmation's actions.
 */
export type ListViewStore<Row> = Pick<
  ListWidgetSurface<WidgetType, Row, string>,
  keyof ListSurface | '$rows' | 'select'
> &
  Partial<Pick<ListActionsSurface<unknown, string, never>, 'confirm' | 'close'>>;

/** The key of a widget's default title in the widgets' words. */
type TitleKey = 'title.users' | 'title.roles' | 'title.accessKeys' | 'title.audit';

export interface ListWidgetViewProps<Row>
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
  /**
   * The rest of the header row after the filters, given the widget's title: the toolbar of a
   * widget that acts on its rows (`StoreListView`), which the audit does not ship.
   */
  tools?: (title: string) => ReactNode;
  /** What the header row holds before the toolbar (the audit's range selector). */
  filters?: ReactNode;
  /** A line above the table (the roles' note on built-in roles). */
  note?: ReactNode;
  /** The widget's other modals. */
  children?: ReactNode;
}

/** The sort the table shows, from the store's search parameters. */
function sortState(search: SearchParams): SortState | null {
  const entry = search.sort[0];
  return entry ? { field: entry.field, direction: entry.desc ? 'desc' : 'asc' } : null;
}

/**
 * A list widget mounted on its store: the region named by its title, the header with the
 * search and the toolbar, the list (its status, error and Retry, the cut, the selection and
 * the sort all the store's), then the widget's modals. A widget gives only its own columns,
 * buttons and modals. A widget that acts on its rows mounts it with its confirmation
 * (`StoreListView`); the audit, which acts on none, mounts it alone and ships none of that.
 */
export function ListWidgetView<Row>({
  store,
  pages: { root },
  columns = root.columns,
  titleKey,
  hideTitle,
  emptyText = root.emptyText,
  create,
  tools,
  filters,
  note,
  children,
  ...table
}: ListWidgetViewProps<Row>) {
  const rows = useAtom(store.$rows);
  const selection = useAtom(store.$selection);
  const search = useAtom(store.$search);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const truncated = useAtom(store.$truncated);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const title = root.title ?? t(titleKey);
  const titleId = useId();
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
        {tools?.(title)}
      </WidgetHeader>
      {note}
      <ListView<Row>
        {...table}
        columns={columns}
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.retry()}
        onMore={store.loadMore}
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
    </section>
  );
}
