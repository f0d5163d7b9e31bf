import { computed, type ReadableAtom } from 'nanostores';
import type * as z from 'zod/mini';
import { mapResult, type ReadBody } from '../../http/http';
import type { Result } from '../../http/result';
import type { WidgetType } from '../../layout/pages';
import type { LayoutsState, LayoutsStore } from '../layouts/store';
import type { LocalSearchOptions } from '../local-search';
import type { Notice } from '../notices';
import type { Operations, OperationsState } from '../operations';
import type { SearchParams } from '../search';
import { createListStore, type ListStore, type ListSurface } from './store';

// The four list widgets (users, roles, access keys, audit) are one list surface each, and
// only their rows, rules and modals differ: this builds the surface once, so a widget's store
// declares only what is its own and a UI mounts any of them the same way (widgets'
// <StoreListView>).

/** A search's answer as the management API gives it: the rows under one key, and the total. */
export type SearchAnswer<Key extends string, Item> = { [K in Key]: Item[] } & { total?: number };

export interface ListSurfaceConfig<
  T extends WidgetType,
  Item,
  Row,
  Op extends string,
  Key extends string,
> {
  /** The widget's layouts: loaded with the first search, destroyed with the list. */
  layouts: LayoutsStore<T>;
  /** The widget's operations (the list runs as `search`): one loading and error map. */
  operations: Operations<Op | 'search'>;
  /**
   * The server's search (or the mock's) for the parameters, passing `read` on to the request
   * (it shows the first rows of a long answer while the rest arrives).
   */
  search(params: SearchParams, read?: ReadBody): Promise<Result<SearchAnswer<Key, Item>>>;
  /** Where the answer holds its rows. */
  key: Key;
  /** The rows' schema, for a list that can be long: its first rows show before the rest. */
  leading?: z.ZodMiniType<Item[]>;
  /** A row's id: the selection's key. */
  id(item: Item): string;
  /** A row as the table shows it. */
  row(item: Item): Row;
  /** What else the widget loads beside its layouts and its first search (its roles...). */
  loads?: ReadonlyArray<() => Promise<unknown>>;
  /** What else the widget lets go of when it is destroyed (a secret, a picker...). */
  destroy?: () => void;
  /** Answer searches from the rows held (see `ListConfig.local`). */
  local?: LocalSearchOptions<Item>;
  /** The widget's filters as a test on a row (see `ListConfig.keep`). */
  keep?: () => ((item: Item) => boolean) | undefined;
  /** Milliseconds a typed search waits for typing to pause (tests shorten it). */
  debounceMs?: number;
}

/**
 * What every list widget's store shows and does, on top of its list: its layouts, its rows as
 * the table shows them, its operations' loading and errors, the selection, load and destroy.
 */
export interface ListWidgetSurface<T extends WidgetType, Row, Op extends string>
  extends ListSurface {
  readonly $layouts: ReadableAtom<LayoutsState<T>>;
  /** The rows as the table shows them (the widget's own name for them says what they are). */
  readonly $rows: ReadableAtom<Row[]>;
  readonly $ops: ReadableAtom<OperationsState<Op>>;
  /** Load the layouts, the first search and what else the widget needs, together. */
  load(): Promise<void>;
  /** Select rows by id. */
  select(ids: readonly string[]): void;
  destroy(): void;
}

/**
 * What a list widget that acts on its rows adds (users, roles, access keys): its buttons'
 * states, its notices, its open modal and the confirmation of an action on the selection.
 */
export interface ListActionsSurface<Buttons, Modal extends string, Action extends string> {
  readonly $buttons: ReadableAtom<Buttons>;
  readonly $notices: ReadableAtom<Notice[]>;
  /** Close a notice (the close icon of a toast). */
  dismiss(id: number): void;
  readonly $modal: ReadableAtom<Modal | null>;
  /** Close the open form or confirmation. */
  close(): void;
  /** The confirmation question for an action on the selection, from its layout page. */
  confirmText(action: Action): string;
  /** Run the open confirmation's action. */
  confirm(): Promise<void>;
}

/** The surface, and what the widget's own code works with behind it. */
export interface ListSurfaceParts<T extends WidgetType, Item, Row, Op extends string> {
  /** Spread into the widget's store: its list atoms and actions. */
  surface: ListWidgetSurface<T, Row, Op>;
  list: ListStore<Item>;
  /** Whether the store was destroyed: a late answer then changes nothing. */
  destroyed(): boolean;
}

/** Build a list widget's surface: its operations, its list, and their atoms and actions. */
export function listSurface<T extends WidgetType, Item, Row, Op extends string, Key extends string>(
  config: ListSurfaceConfig<T, Item, Row, Op, Key>,
): ListSurfaceParts<T, Item, Row, Op | 'search'> {
  const { layouts, key, operations } = config;
  const list = createListStore<Item, Op>({
    fetch: async (params, read) =>
      mapResult(await config.search(params, read), (answer) => ({
        items: answer[key],
        total: answer.total,
      })),
    leading: config.leading && { key, schema: config.leading },
    id: config.id,
    operations,
    local: config.local,
    keep: config.keep,
    debounceMs: config.debounceMs,
  });
  let destroyed = false;
  const surface: ListWidgetSurface<T, Row, Op | 'search'> = {
    $layouts: layouts.$layouts,
    $rows: computed(list.$items, (items) => items.map(config.row)),
    $ops: operations.$ops,
    $selection: list.$selection,
    $search: list.$search,
    $status: list.$status,
    $error: list.$error,
    $truncated: list.$truncated,
    async load() {
      const also = config.loads ?? [];
      await Promise.all([layouts.load(), list.searchNow(), ...also.map((load) => load())]);
    },
    search: list.search,
    searchNow: list.searchNow,
    sort: list.sort,
    loadMore: list.loadMore,
    retry: list.retry,
    select: list.select,
    destroy() {
      destroyed = true;
      config.destroy?.();
      list.destroy();
      layouts.destroy();
    },
  };
  return { surface, list, destroyed: () => destroyed };
}
