import type { ReadableAtom } from 'nanostores';
import type { Result } from '../http/result';
import type { Mgmt } from '../mgmt';
import type { Notice, Notices } from './notices';
import type { OperationsState } from './operations';
import type { SearchParams, SortDirection } from './search';

// What every widget store shares: options, a searchable list with a selection and
// per-operation state; the editable ones add buttons, notices, sorting and deletion.

export interface ListStoreOptions<Backend> {
  /** The client's management API (`client.mgmt`); not needed in mock mode. */
  mgmt?: Mgmt | Backend;
  /** Generated sample data and no network at all. */
  mock?: boolean;
  /** Epoch milliseconds (expiry, created times, the audit range's `from`). */
  now?: () => number;
}

export interface EditableListStoreOptions<Backend> extends ListStoreOptions<Backend> {
  /** The notices to show; a store of its own when absent (pass one to share a toast area). */
  notices?: Notices;
}

export interface ListStore<Op extends string> {
  /** Selected row ids. */
  readonly $selection: ReadableAtom<string[]>;
  readonly $search: ReadableAtom<SearchParams>;
  readonly $ops: ReadableAtom<OperationsState<Op>>;
  /** The initial load. */
  load(): Promise<void>;
  /** Search for `text` once typing pauses (debounced). */
  search(text: string): void;
  /** Search now with the current parameters, dropping any pending debounced search. */
  searchNow(): Promise<void>;
  select(ids: readonly string[]): void;
  /** Stop pending searches; later answers are ignored. */
  destroy(): void;
}

export interface EditableListStore<Op extends string, Buttons, Action> extends ListStore<Op> {
  readonly $buttons: ReadableAtom<Buttons>;
  readonly $notices: ReadableAtom<Notice[]>;
  /** Sort by a column's path and search now; no direction means no sort. */
  sort(field: string, direction?: SortDirection): Promise<void>;
  /** The confirmation question for an action on the current selection. */
  confirmText(action: Action): string;
  /** Delete the selection. */
  remove(): Promise<Result<void>>;
}
