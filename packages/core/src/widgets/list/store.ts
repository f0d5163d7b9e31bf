import { atom, computed, type ReadableAtom } from 'nanostores';
import type * as z from 'zod/mini';
import type { GatehouseError } from '../../http/errors';
import type { ReadBody } from '../../http/http';
import type { Result } from '../../http/result';
import { WIDGET_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WIDGET_EN } from '../../i18n/widget/en';
import { onDemand } from '../../on-demand';
import type { LocalSearchOptions } from '../local-search';
import type { Operations } from '../operations';
import { createSearch, type SearchParams, type SortDirection } from '../search';
import { keepListed, pickSelected } from '../selection';
import type { ListAnswer } from './answer';
import { fetchLargeAnswers, readLarge } from './large-answers';
import type { PagedList } from './paging';

/**
 * Where a list stands: never searched yet (the audit widget waits for the user), loading the
 * first time, shown, or failed with nothing to show (a failure after a success keeps the rows
 * and reports the error in `$error`).
 */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type { ListAnswer };

/** A list the server cut: the rows shown, and how many matched (the answer's `total`). */
export interface ListCut {
  shown: number;
  total: number;
}

/** An answer's rows and total, whether the fetch gave a plain list or a `ListAnswer`. */
const answerOf = <Item>(data: Item[] | ListAnswer<Item>): ListAnswer<Item> =>
  Array.isArray(data) ? { items: data } : data;

/** What a list says under a cut list: how much it shows, and how to narrow it. */
export const listCutText = (
  { shown, total }: ListCut,
  t: Texts<typeof WIDGET_EN> = WIDGET_TEXTS.en,
) => t('listCut', { shown, total });

export interface ListConfig<Item, Op extends string> {
  /**
   * Fetch the rows for the search parameters (the server's search, or the mock's), passing
   * `read` on to the request: it shows the first rows of a long answer while the rest arrives.
   */
  fetch(params: SearchParams, read?: ReadBody): Promise<Result<Item[] | ListAnswer<Item>>>;
  /** Where the rows are in the server's answer (its first key), to show them early. */
  leading?: { key: string; schema: z.ZodMiniType<Item[]> };
  /** A row's id: the selection's key. */
  id(item: Item): string;
  /** The widget's operations (the list runs as `search`), to share one loading/error map. */
  operations: Operations<Op | 'search'>;
  /** Milliseconds a typed search waits for typing to pause (tests shorten it). */
  debounceMs?: number;
  /**
   * Answer searches from the rows held, as the server would, while its answer is on its way:
   * once an unfiltered, unsorted answer held every row the server has (its `total`), a sort
   * or a text search shows its rows at once (the text after the debounce, as the search goes
   * out), and the server's answer replaces them when it lands.
   */
  local?: LocalSearchOptions<Item>;
  /**
   * The widget's filters beside the text (the user list's status and role), as a test on a
   * row, or undefined when none is chosen: rows held answer through it, and a filtered answer
   * is never held as every row the server has.
   */
  keep?: () => ((item: Item) => boolean) | undefined;
}

/**
 * The list every admin widget shows: the ticketed search (only the newest answer lands, so a
 * slow old answer never replaces a newer one), the selection (kept across searches for the
 * rows still listed), and the list's status and error for a Retry.
 */
export interface ListStore<Item> {
  readonly $items: ReadableAtom<Item[]>;
  /** Selected row ids, in the order they were selected. */
  readonly $selection: ReadableAtom<string[]>;
  /** The selected rows themselves, in selection order. */
  readonly $selected: ReadableAtom<Item[]>;
  readonly $search: ReadableAtom<SearchParams>;
  readonly $status: ReadableAtom<ListStatus>;
  /** The last search's error, until a search succeeds. */
  readonly $error: ReadableAtom<GatehouseError | undefined>;
  /**
   * Set while the last answer held fewer rows than its `total` (the server's limit cut it):
   * the rows shown and the full count, both moving with rows added or removed since.
   */
  readonly $truncated: ReadableAtom<ListCut | undefined>;
  /** Search for `text` once typing pauses. */
  search(text: string): void;
  /** Search now with the current parameters. */
  searchNow(): Promise<void>;
  /**
   * Append the next page of the search shown, while the list is cut (`$truncated`): the same
   * text, sort, filters and limit. A page that lands after a newer search started is dropped;
   * one that fails keeps the rows and sets `$error`.
   */
  loadMore(): Promise<void>;
  /** The Retry of the list's error: the page that failed, else the search. */
  retry(): Promise<void>;
  /** Sort by a column's path and search now; no direction means no sort (spec 000 §4). */
  sort(field: string, direction?: SortDirection): Promise<void>;
  select(ids: readonly string[]): void;
  /** Change the rows after the server agreed to a change (create, update, delete). */
  update(change: (items: Item[]) => Item[]): void;
  /** Stop pending searches; later answers are ignored. */
  destroy(): void;
}

/**
 * What every list widget's store shows of its list: the selection, the search and its status
 * and error, and the search actions. The widget stores extend it instead of repeating it.
 */
export type ListSurface = Pick<
  ListStore<unknown>,
  | '$selection'
  | '$search'
  | '$status'
  | '$error'
  | '$truncated'
  | 'search'
  | 'searchNow'
  | 'sort'
  | 'loadMore'
  | 'retry'
>;

// Answering a sort or a search from the rows held is code only a whole answer needs, and
// paging code only a cut one: one part (long-list.ts). It loads beside the first search of a
// list that answers locally, and a list holds its rows once it is there; a cut answer loads it
// for its next page. A chunk that fails to load costs only the answers at once (the server's
// answers still come, and the next search asks again) or the page asked for (its error, which
// names the part, with a Retry).
const longList = onDemand('the long-list code', () => import('./long-list'));

export function createListStore<Item, Op extends string>(
  config: ListConfig<Item, Op>,
): ListStore<Item> {
  const $items = atom<Item[]>([]);
  const $selection = atom<string[]>([]);
  const $status = atom<ListStatus>('idle');
  const $error = atom<GatehouseError | undefined>(undefined);
  // The matches the answers shown left out; the list is cut while there are any.
  const $left = atom(0);
  const $truncated = computed([$items, $left], (items, left) =>
    left > 0 ? { shown: items.length, total: items.length + left } : undefined,
  );
  // Nothing selected is the common case: no pass over the rows for it.
  const none: Item[] = [];
  const $selected = computed([$items, $selection], (items, ids) =>
    ids.length ? pickSelected(items, ids, config.id) : none,
  );

  let destroyed = false;
  let latest = 0;
  const { leading } = config;
  const { local } = config;
  if (local) longList().catch(() => undefined);
  /** Every row the server has, in its unsorted order, when an answer held them all. */
  let held: Item[] | undefined;

  /** Show `items`, keeping the selection of the rows still listed. */
  function show(items: Item[]) {
    $items.set(items);
    const selection = $selection.get();
    if (selection.length) $selection.set(keepListed(selection, items.map(config.id)));
  }
  const newest = (ticket: number) => !destroyed && ticket === latest;
  // What the paging part works on: handed over, since a part that imported this module's
  // values would pull it out of the widget's first file into a chunk of its own.
  const paged: PagedList<Item> = { config, $items, $left, $error, newest, show, answerOf };
  const loadMore = () =>
    longList().then(
      (part) => part.loadPage(paged),
      (error: GatehouseError) => {
        paged.failed = error;
        $error.set(error);
      },
    );

  async function fetch(params: SearchParams) {
    const ticket = ++latest;
    const searchLocal = longList.loaded()?.searchLocal;
    const keep = config.keep?.();
    if (held && local && searchLocal)
      show(searchLocal(keep ? held.filter(keep) : held, params, local));
    else if ($status.get() !== 'ready') $status.set('loading');
    // Early rows stand in for nothing, never for rows shown: a first load, or a Retry.
    const showLeading = (items: Item[]) => {
      const shown = newest(ticket) && $status.get() === 'loading';
      if (shown) show(items);
      return shown;
    };
    // The long-answer reader arrives beside the answer (asked again after a failed load).
    if (leading) fetchLargeAnswers();
    const read = leading && readLarge(leading.key, leading.schema, showLeading);
    const result = await config.operations.run('search', () => config.fetch(params, read));
    if (!newest(ticket)) return;
    if (!result.ok) {
      $error.set(result.error);
      if ($status.get() !== 'ready') {
        // Nothing was shown, or only early rows: they go with the failed answer.
        $left.set(0);
        show([]);
        $status.set('failed');
      }
      return;
    }
    const { items, total } = answerOf(result.data);
    $error.set(undefined);
    const left = total !== undefined && total > items.length ? total - items.length : 0;
    $left.set(left);
    paged.shown = { ticket, params };
    // A cut answer's next page needs the paging code: it loads while the rows are read.
    if (left) longList().catch(() => undefined);
    show(items);
    $status.set('ready');
    const whole = !params.text.trim() && !params.sort.length && !keep;
    if (!local || !whole || total === undefined || items.length < total) return;
    const loaded = await longList().catch(() => undefined);
    // A newer search or a local change may have landed meanwhile: its rows are the list now.
    if (loaded && newest(ticket) && $items.get() === items) held = items;
  }
  const search = createSearch(fetch, config.debounceMs);

  return {
    $items,
    $selection,
    $selected,
    $search: search.$search,
    $status,
    $error,
    $truncated,
    search: search.setText,
    searchNow: search.now,
    sort: search.setSort,
    loadMore,
    // No error shows no Retry; a page's error is `failed` (paging.ts), any other is the search's.
    retry: () => ($error.get() === paged.failed ? loadMore : search.now)(),
    select: (ids) => $selection.set([...new Set(ids)]),
    update(change) {
      if (destroyed) return;
      const shown = $items.get();
      const items = change(shown);
      if (held) held = held === shown ? items : change(held);
      show(items);
    },
    destroy() {
      destroyed = true;
      search.cancel();
    },
  };
}
