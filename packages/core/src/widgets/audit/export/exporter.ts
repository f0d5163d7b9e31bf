import type { WritableAtom } from 'nanostores';
import type { Result } from '../../../http/result';
import { AUDIT_EXPORT_TEXTS } from '../../../i18n/audit-export/section';
import type { Locale } from '../../../i18n/locale';
import { textsIn } from '../../../i18n/section';
import type { AuditSearchInput } from '../../../mgmt';
import type { AuditEvent, SortEntry } from '../../../schemas';
import { auditCsvHeader, auditCsvLine } from './columns';
import { auditExportFileName } from './file-name';
import { saveFile } from './save';
import type { AuditExportState } from './state';

// The audit's CSV export, loaded on demand (core's `onDemand`) the first time a person asks
// for it: the widget's first load never holds it.

/** Events asked for per request: 20 requests for 100,000 events, each answer a few MB. */
export const EXPORT_PAGE_SIZE = 5_000;
/** Events turned into CSV between two pauses, so the page paints and takes input meanwhile. */
const ROWS_PER_SLICE = 1_000;

export interface AuditExportJob {
  /** The server's (or the mock's) audit search. */
  search(input: AuditSearchInput): Promise<Result<{ audits: AuditEvent[]; total: number }>>;
  /** The search to export: the widget's text and sort, and its range fixed at `[from, to]`. */
  readonly text: string;
  readonly sort: readonly SortEntry[];
  readonly from: number;
  readonly to: number;
  readonly locale: Locale;
  /** Where the export reports how it stands (the store's `$export`). */
  readonly $state: WritableAtom<AuditExportState>;
  /** Aborted by Cancel (or the widget's end): the export stops and saves nothing. */
  readonly signal: AbortSignal;
  /** Saves the finished file; the browser's download by default. */
  readonly save?: (blob: Blob, fileName: string) => void;
  /** Events per request (tests page with a few). */
  readonly pageSize?: number;
}

/** Let the page paint and handle input before the next slice of work. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Export every event of the search, page by page: each page's lines are written as it
 * arrives (Blob parts, so 100,000 events never sit in memory as one string), with a pause
 * every slice and the progress in `$state`. The file is saved only once the last page is in:
 * a failure or a cancel midway saves nothing and says so.
 */
export async function exportAudit(job: AuditExportJob): Promise<void> {
  const { $state, signal, pageSize = EXPORT_PAGE_SIZE } = job;
  const t = await textsIn(AUDIT_EXPORT_TEXTS, job.locale);
  const parts: string[] = [auditCsvHeader()];
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
    if (signal.aborted) $state.set({ status: 'cancelled', text: t('cancelled') });
    return signal.aborted;
  };
  progress();
  for (let page = 0; ; page++) {
    if (cancelled()) return;
    const answer = await job.search({
      text: job.text,
      sort: [...job.sort],
      from: job.from,
      to: job.to,
      page,
      limit: pageSize,
    });
    if (cancelled()) return;
    if (!answer.ok) {
      const { error } = answer;
      $state.set({ status: 'failed', error, text: t('failed', { done, message: error.message }) });
      return;
    }
    const { audits } = answer.data;
    total = answer.data.total;
    for (let start = 0; start < audits.length; start += ROWS_PER_SLICE) {
      parts.push(
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
  const fileName = auditExportFileName(job.from, job.to);
  (job.save ?? saveFile)(new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName);
  $state.set({
    status: 'done',
    fileName,
    rows: done,
    text: t('done', { count: done, file: fileName }),
  });
}
