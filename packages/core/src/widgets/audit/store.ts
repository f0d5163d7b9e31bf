import { atom, computed, type ReadableAtom } from 'nanostores';
import { mapResult } from '../../http/http';
import { AUDIT_TEXTS } from '../../i18n/sections';
import { createAudit } from '../../mgmt/audit';
import { type AuditEvent, AuditEventList } from '../../schemas';
import type { LayoutsState } from '../layouts/store';
import { lazyBackend } from '../lazy/backend';
import { createListStore, type ListSurface } from '../list/store';
import { createOperations, type OperationsState } from '../operations';
import { createWidgetBase } from '../widget/base';
import type { WidgetOptions } from '../widget/options';
import { AUDIT_BACKEND_METHODS, type AuditBackend } from './backend';
import { auditEmptyText } from './empty-text';
import { type AuditRow, auditRow } from './format';
import { type AuditRange, auditFrom, DEFAULT_AUDIT_RANGE } from './ranges';

const TYPE = 'audit-management-widget';

export type AuditOperation = 'search';

export type AuditStoreOptions = WidgetOptions<AuditBackend>;

/**
 * The audit widget, headless (spec 000 §2-§9). It loads the selected range (the last day)
 * when it loads: the selector shows a range chosen, so the list shows it. (Spec 000 had it
 * wait for the user; issue 24 found that a screen showing "Last day" and no events reads as
 * a day without events.)
 */
export interface AuditStore extends ListSurface {
  readonly $layouts: ReadableAtom<LayoutsState<typeof TYPE>>;
  readonly $events: ReadableAtom<AuditRow[]>;
  /** The time-range selector's value; 'day' until changed. */
  readonly $range: ReadableAtom<AuditRange>;
  readonly $ops: ReadableAtom<OperationsState<AuditOperation>>;
  /** What the empty table says: nothing in the range, or nothing matches the search text. */
  readonly $emptyText: ReadableAtom<string>;
  /** Load the layouts and the events of the selected range. */
  load(): Promise<void>;
  /** Choose a time range and search once the selector settles (debounced). */
  setRange(range: AuditRange): void;
  select(ids: readonly string[]): void;
  destroy(): void;
}

const eventId = (event: AuditEvent) => event.id ?? '';

export function createAuditStore(options: AuditStoreOptions = {}): AuditStore {
  const base = createWidgetBase(TYPE, options, {
    // The mock's sample events load with the first mock call, not with the widget.
    backend: (now) =>
      lazyBackend<AuditBackend>(
        () => import('./mock').then(({ createMockAuditBackend }) => createMockAuditBackend(now)),
        AUDIT_BACKEND_METHODS,
      ),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/audit').then((pages) => pages.auditLayoutsIn(locale)),
    groups: (call) => ({ audit: createAudit(call) }),
    texts: [AUDIT_TEXTS],
  });
  const { api, now, layouts } = base;
  const operations = createOperations<AuditOperation>();
  const $range = atom<AuditRange>(DEFAULT_AUDIT_RANGE);
  const list = createListStore<AuditEvent, AuditOperation>({
    fetch: async (params, read) =>
      mapResult(
        await api.audit.search({ ...params, from: auditFrom($range.get(), now()) }, read),
        ({ audits, total }) => ({ items: audits, total }),
      ),
    id: eventId,
    operations,
    leading: { key: 'audits', schema: AuditEventList },
  });
  const $events = computed(list.$items, (events) => events.map(auditRow));
  const $emptyText = computed([layouts.$layouts, list.$search], (state, search) =>
    state.status === 'ready'
      ? auditEmptyText(state.pages.root, search.text, base.texts(AUDIT_TEXTS))
      : '',
  );

  return {
    $layouts: layouts.$layouts,
    $events,
    $range,
    $emptyText,
    $selection: list.$selection,
    $search: list.$search,
    $status: list.$status,
    $error: list.$error,
    $truncated: list.$truncated,
    $ops: operations.$ops,
    async load() {
      await Promise.all([layouts.load(), list.searchNow()]);
    },
    search: list.search,
    setRange(range) {
      $range.set(range);
      // The range selector is debounced like the search input (spec §4).
      list.search(list.$search.get().text);
    },
    searchNow: list.searchNow,
    sort: list.sort,
    select: list.select,
    destroy() {
      list.destroy();
      layouts.destroy();
    },
  };
}
