import type { WritableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import type { Result } from '../../http/result';
import type { Operations } from '../operations';
import type { SearchParams } from '../search';
import type { ListAnswer } from './answer';

// A list's later pages: when an answer held fewer rows than its `total`, the next page of the
// same search (its text, sort and the widget's filters, the same `limit`) is appended to the
// rows shown. Only a long answer needs this, so it loads on demand with the local search
// (store.ts), once a cut answer lands.

/** The search whose rows are shown: what its next page asks for. */
export interface ShownSearch {
  /** Its ticket (store.ts): a page that lands after a newer search started is dropped. */
  ticket: number;
  params: SearchParams;
  /** The last of its pages shown; its first answer's (0) when absent. */
  page?: number;
  /** Its page on its way: one at a time, and a second ask waits for it. */
  pending?: Promise<void>;
}

/** What the paging works on: the list's state, kept by store.ts. */
export interface PagedList<Item> {
  /** The list's own (store.ts `ListConfig`): its search, its rows' ids, its operations. */
  config: {
    fetch(params: SearchParams): Promise<Result<Item[] | ListAnswer<Item>>>;
    id(item: Item): string;
    operations: Operations<'search'>;
  };
  $items: WritableAtom<Item[]>;
  /** The matches not shown yet. */
  $left: WritableAtom<number>;
  $error: WritableAtom<GatehouseError | undefined>;
  /** Whether `ticket` is still the newest search of a live list. */
  newest(ticket: number): boolean;
  /** Show rows, keeping the selection of those still listed. */
  show(items: Item[]): void;
  /** An answer's rows and total (store.ts's own reading, not imported: see store.ts). */
  answerOf(data: Item[] | ListAnswer<Item>): ListAnswer<Item>;
  /** The search shown, once an answer landed. */
  shown?: ShownSearch;
  /** The error of the page that failed last: a Retry of that error asks for that page again. */
  failed?: GatehouseError;
}

/** `next` after `items`, leaving out rows already listed (a row added since moves the pages). */
function appendNew<Item>(items: Item[], next: Item[], id: (item: Item) => string): Item[] {
  const listed = new Set(items.map(id));
  return items.concat(next.filter((item) => !listed.has(id(item))));
}

/**
 * Ask for the page after the last one shown and append its new rows. A failure keeps every
 * row and says why in the list's error (its Retry asks for this page again); a page whose
 * search is no longer the newest lands nowhere.
 */
export function loadPage<Item>(list: PagedList<Item>): Promise<void> {
  const { shown } = list;
  if (!shown || shown.pending || !list.$left.get()) return shown?.pending ?? Promise.resolve();
  // Held by the search it pages: a new search's Load more never waits for an old page.
  shown.pending = nextPage(list, shown).finally(() => {
    shown.pending = undefined;
  });
  return shown.pending;
}

async function nextPage<Item>(list: PagedList<Item>, shown: ShownSearch): Promise<void> {
  const { config, $items, $left } = list;
  const page = (shown.page ?? 0) + 1;
  const result = await config.operations.run('search', () =>
    config.fetch({ ...shown.params, page }),
  );
  if (!list.newest(shown.ticket) || list.shown !== shown) return;
  if (!result.ok) {
    list.failed = result.error;
    list.$error.set(result.error);
    return;
  }
  const { items, total } = list.answerOf(result.data);
  const rows = $items.get();
  const all = appendNew(rows, items, config.id);
  shown.page = page;
  list.$error.set(undefined);
  // A page with nothing new means the server has no more, whatever its total says now.
  $left.set(all.length > rows.length && total !== undefined ? Math.max(total - all.length, 0) : 0);
  list.show(all);
}
