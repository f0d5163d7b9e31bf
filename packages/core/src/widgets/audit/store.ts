import { atom, computed, type ReadableAtom } from 'nanostores';
import type { AuditEvent } from '../../schemas';
import { chooseBackend } from '../backend';
import type { ListStore, ListStoreOptions } from '../list-store';
import { createOperations } from '../operations';
import { createSearch, type SearchParams } from '../search';
import { keepListed } from '../selection';
import type { AuditBackend } from './backend';
import { type AuditRow, auditRow } from './format';
import { createMockAuditBackend } from './mock';
import { type AuditRange, auditFrom, DEFAULT_AUDIT_RANGE } from './ranges';

export type AuditOperation = 'search';

export type AuditStoreOptions = ListStoreOptions<AuditBackend>;

export interface AuditStore extends ListStore<AuditOperation> {
  readonly $events: ReadableAtom<AuditRow[]>;
  /** The time-range selector's value; 'day' until changed. The load does nothing: the
   * audit widget searches only once the user acts (spec §4). */
  readonly $range: ReadableAtom<AuditRange>;
  /** Choose a time range and search once the selector settles (debounced). */
  setRange(range: AuditRange): void;
}

const eventId = (event: AuditEvent) => event.id ?? '';

export function createAuditStore(options: AuditStoreOptions = {}): AuditStore {
  const now = options.now ?? Date.now;
  const api = chooseBackend<AuditBackend>(options, () => createMockAuditBackend(now));
  const { $ops, run } = createOperations<AuditOperation>();

  const $raw = atom<AuditEvent[]>([]);
  const $range = atom<AuditRange>(DEFAULT_AUDIT_RANGE);
  const $selection = atom<string[]>([]);
  const $events = computed($raw, (events) => events.map(auditRow));

  let destroyed = false;
  let latest = 0;

  async function runSearch(params: SearchParams) {
    const ticket = ++latest;
    const from = auditFrom($range.get(), now());
    const result = await run('search', () => api.audit.search({ ...params, from }));
    if (!result.ok || destroyed || ticket !== latest) return;
    $raw.set(result.data.audits);
    $selection.set(keepListed($selection.get(), result.data.audits.map(eventId)));
  }
  const search = createSearch(runSearch);

  return {
    $events,
    $range,
    $selection,
    $search: search.$search,
    $ops,
    load: async () => undefined,
    search: search.setText,
    setRange(range) {
      $range.set(range);
      search.schedule();
    },
    searchNow: search.now,
    select: (ids) => $selection.set([...ids]),
    destroy() {
      destroyed = true;
      search.cancel();
    },
  };
}
