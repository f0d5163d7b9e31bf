import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { AUDIT_EXPORT_TEXTS } from '../../../i18n/audit-export/section';
import type { Locale } from '../../../i18n/locale';
import { textsIn } from '../../../i18n/section';
import type { AuditRange } from '../../../layout/audit-ranges';
import type { SearchParams } from '../../search';
import type { AuditBackend } from '../backend';
import { auditFrom } from '../ranges';
import { auditCsvHeader, auditCsvLine } from './columns';
import { auditExportFileName } from './file-name';
import { saveFile } from './save';
import { type AuditExportState, EXPORT_IDLE } from './state';

// The audit's CSV export, loaded on demand (core's `onDemand`) the first time a person asks
// for it: the widget's first load never holds it.

/** Events asked for per request: 20 requests for 100,000 events, each answer a few MB. */
export const EXPORT_PAGE_SIZE = 5_000;
/** Events turned into CSV between two pauses, so the page paints and takes input meanwhile. */
const ROWS_PER_SLICE = 1_000;

/** What an export reads of its store: the search, the range, the clock, the widget's locale. */
export interface AuditExportSource {
  readonly api: AuditBackend;
  /** The store's list (its search) and whether the store was destroyed. */
  readonly parts: {
    readonly list: { readonly $search: ReadableAtom<SearchParams> };
    destroyed(): boolean;
  };
  readonly $range: ReadableAtom<AuditRange>;
  readonly base: { now(): number; readonly locale: Locale };
  /** Saves the finished file; the browser's download by default. */
  readonly save?: (blob: Blob, fileName: string) => void;
  /** Events per request (tests page with a few). */
  readonly pageSize?: number;
}

/** One store's export: where it stands, and its two actions. */
export interface AuditExporter {
  /** 'idle' until started; then running, and how it ended (only 'done' saved a file). */
  readonly $state: ReadableAtom<AuditExportState>;
  /**
   * Export the store's current search (its text, sort and range, the range's end fixed now),
   * every page, into one CSV file named after the range. While one runs, starting again
   * joins it. Resolves when it ends.
   */
  start(): Promise<void>;
  /** Stop a running export: nothing is saved. */
  cancel(): void;
}

/** Let the page paint and handle input before the next slice of work. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Each store's exporter, made the first time it is asked for (keyed by the store's parts). */
const exporters = new WeakMap<object, AuditExporter>();

/** The store's exporter: one per store, whatever asks for it. */
export function exporterOf(
  api: AuditBackend,
  parts: AuditExportSource['parts'],
  $range: ReadableAtom<AuditRange>,
  base: AuditExportSource['base'],
  save?: AuditExportSource['save'],
): AuditExporter {
  let made = exporters.get(parts);
  if (!made) {
    made = createAuditExporter({ api, parts, $range, base, save });
    exporters.set(parts, made);
  }
  return made;
}

/** An exporter over `source` (the store's own is `exporterOf`'s). */
export function createAuditExporter(source: AuditExportSource): AuditExporter {
  const $state = atom<AuditExportState>(EXPORT_IDLE);
  let controller: AbortController | undefined;
  let running: Promise<void> | undefined;
  return {
    $state,
    start() {
      if (!running) {
        controller = new AbortController();
        running = run(source, $state, controller.signal).finally(() => {
          running = undefined;
        });
      }
      return running;
    },
    cancel: () => controller?.abort(),
  };
}

/**
 * Export every event of the search, page by page: each page's lines are written as it
 * arrives (Blob parts, so 100,000 events never sit in memory as one string), with a pause
 * every slice and the progress in `$state`. The file is saved only once the last page is in:
 * a failure or a cancel midway saves nothing and says so. A store destroyed meanwhile stops it.
 */
async function run(
  { api, parts, $range, base, save = saveFile, pageSize = EXPORT_PAGE_SIZE }: AuditExportSource,
  $state: WritableAtom<AuditExportState>,
  signal: AbortSignal,
): Promise<void> {
  const { text, sort = [] } = parts.list.$search.get();
  const to = base.now();
  const from = auditFrom($range.get(), to);
  const t = await textsIn(AUDIT_EXPORT_TEXTS, base.locale);
  const lines: string[] = [auditCsvHeader()];
  let done = 0;
  let total: number | undefined;
  const progress = () =>
    $state.set({
      status: 'running',
      done,
      total,
      text: total === undefined ? t('starting') : t('running', { done, count: total }),
    });
  const cancelled = () => {
    const stop = signal.aborted || parts.destroyed();
    if (stop) $state.set({ status: 'cancelled', text: t('cancelled') });
    return stop;
  };
  progress();
  for (let page = 0; ; page++) {
    if (cancelled()) return;
    const answer = await api.audit.search({ text, sort, from, to, page, limit: pageSize });
    if (cancelled()) return;
    if (!answer.ok) {
      const { error } = answer;
      $state.set({ status: 'failed', error, text: t('failed', { done, message: error.message }) });
      return;
    }
    const { audits } = answer.data;
    total = answer.data.total;
    for (let start = 0; start < audits.length; start += ROWS_PER_SLICE) {
      lines.push(
        audits
          .slice(start, start + ROWS_PER_SLICE)
          .map(auditCsvLine)
          .join(''),
      );
      done += Math.min(ROWS_PER_SLICE, audits.length - start);
      progress();
      await pause();
      if (cancelled()) return;
    }
    // The last page: a short one, or every event the server counted.
    if (audits.length < pageSize || done >= total) break;
  }
  const fileName = auditExportFileName(from, to);
  save(new Blob(lines, { type: 'text/csv;charset=utf-8' }), fileName);
  $state.set({
    status: 'done',
    fileName,
    rows: done,
    text: t('done', { count: done, file: fileName }),
  });
}
