import { atom, type ReadableAtom } from 'nanostores';
import type { SortEntry } from '../schemas';

/**
 * How long typing (and the audit range selector) must pause before a search is sent.
 * The spec says only that these inputs are debounced; 300 ms is our choice.
 */
export const DEBOUNCE_MS = 300;

export type SortDirection = 'asc' | 'desc';

/** The parameters of a widget's search (spec §3): the text and the sort. */
export interface SearchParams {
  text: string;
  sort: SortEntry[];
  /** Zero-based; a list's first page when absent (a later page: `list/paging.ts`). */
  page?: number;
}

/** Spec §4: the column's path as field, desc when 'desc'; no direction means no sort. */
export function sortFor(field: string, direction?: SortDirection): SortEntry[] {
  return direction ? [{ field, desc: direction === 'desc' }] : [];
}

export interface Search {
  /** The current parameters: what the pending or last search sends. */
  readonly $search: ReadableAtom<SearchParams>;
  /** Record the text and search once typing pauses for `delay` ms. */
  setText(text: string): void;
  /** Record the sort and search now (a pending text search is folded into it). */
  setSort(field: string, direction?: SortDirection): Promise<void>;
  /** Search once nothing else changes for `delay` ms. */
  schedule(): void;
  /** Drop any pending search and search now. */
  now(): Promise<void>;
  /** Drop any pending search. */
  cancel(): void;
}

export function createSearch(
  send: (params: SearchParams) => Promise<unknown>,
  delay = DEBOUNCE_MS,
): Search {
  const $search = atom<SearchParams>({ text: '', sort: [] });
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function now() {
    cancel();
    await send($search.get());
  }

  function schedule() {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      void send($search.get());
    }, delay);
  }

  return {
    $search,
    setText(text) {
      $search.set({ ...$search.get(), text });
      schedule();
    },
    setSort(field, direction) {
      $search.set({ ...$search.get(), sort: sortFor(field, direction) });
      return now();
    },
    schedule,
    now,
    cancel,
  };
}
