import { atom, computed, type ReadableAtom } from 'nanostores';
import { AUDIT_TEXTS } from '../../i18n/sections';
import type { AuditRange } from '../../layout/audit-ranges';
import { createAudit } from '../../mgmt/audit';
import { type AuditEvent, AuditEventList } from '../../schemas';
import { lazyBackend } from '../lazy/backend';
import { type ListWidgetSurface, listSurface } from '../list/surface';
import { createOperations } from '../operations';
import { createQuietWidgetBase } from '../widget/base';
import { mgmtBackend } from '../widget/mgmt-backend';
import type { WidgetOptions } from '../widget/options';
import { AUDIT_BACKEND_METHODS, type AuditBackend } from './backend';
import { auditEmptyText } from './empty-text';
import type { AuditExporter, exporterOf } from './export/exporter';
import { type AuditRow, auditRow } from './format';
import { auditFrom, DEFAULT_AUDIT_RANGE } from './ranges';

const TYPE = 'audit-management-widget';

export type AuditOperation = 'search';

export type AuditStoreOptions = WidgetOptions<AuditBackend> & {
  /** Where a finished export goes: the browser's download by default (tests keep the Blob). */
  saveFile?: (blob: Blob, fileName: string) => void;
};

/**
 * The audit widget, headless (spec 000 §2-§9). It loads the selected range (the last day)
 * when it loads: the selector shows a range chosen, so the list shows it. (Spec 000 had it
 * wait for the user; issue 24 found that a screen showing "Last day" and no events reads as
 * a day without events.)
 */
export interface AuditStore extends ListWidgetSurface<typeof TYPE, AuditRow, AuditOperation> {
  /** The events as the table shows them (the same atom as `$rows`). */
  readonly $events: ReadableAtom<AuditRow[]>;
  /** The time-range selector's value; 'day' until changed. */
  readonly $range: ReadableAtom<AuditRange>;
  /** What the empty table says: nothing in the range, or nothing matches the search text. */
  readonly $emptyText: ReadableAtom<string>;
  /** Choose a time range and search once the selector settles (debounced). */
  setRange(range: AuditRange): void;
  /**
   * The store's CSV export of its current search (every page the server has, the file named
   * after the range): its state, `start` and `cancel`, made by `make`, core's `exporterOf`
   * (export/exporter.ts). The store holds none of the export's code: the caller loads it when
   * a person asks for an export (the widget's export part does, through `onDemand`).
   */
  exporter(make: typeof exporterOf): AuditExporter;
}

const eventId = (event: AuditEvent) => event.id ?? '';

export function createAuditStore(options: AuditStoreOptions = {}): AuditStore {
  const base = createQuietWidgetBase(TYPE, options, {
    // The mock's sample events load with the first mock call, not with the widget.
    backend: (now) =>
      lazyBackend(
        () => import('./mock'),
        ({ createMockAuditBackend }): AuditBackend => createMockAuditBackend(now),
        AUDIT_BACKEND_METHODS,
      ),
    // The built-in pages are mock mode's: they load with it, not with the widget.
    layouts: (locale) =>
      import('../../layout/defaults/audit').then((pages) => pages.auditLayoutsIn(locale)),
    server: mgmtBackend((call) => ({ audit: createAudit(call) })),
    texts: [AUDIT_TEXTS],
  });
  const { api, now, layouts } = base;
  const operations = createOperations<AuditOperation>();
  const $range = atom<AuditRange>(DEFAULT_AUDIT_RANGE);
  const parts = listSurface({
    layouts,
    operations,
    search: (params, read) =>
      api.audit.search({ ...params, from: auditFrom($range.get(), now()) }, read),
    key: 'audits',
    leading: AuditEventList,
    id: eventId,
    row: auditRow,
  });
  const { surface, list } = parts;
  const $emptyText = computed([layouts.$layouts, list.$search], (state, search) =>
    state.status === 'ready'
      ? auditEmptyText(state.pages.root, search.text, base.texts(AUDIT_TEXTS))
      : '',
  );

  return {
    ...surface,
    exporter: (make) => make(api, parts, $range, base, options.saveFile),
    $events: surface.$rows,
    $range,
    $emptyText,
    setRange(range) {
      $range.set(range);
      // The range selector is debounced like the search input (spec §4).
      list.search(list.$search.get().text);
    },
  };
}
