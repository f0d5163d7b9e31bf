import type { Messages } from '../message';

/** The audit's CSV export, once started: loaded with the export, never with the widget. */
export const AUDIT_EXPORT_EN = {
  /** While the pages arrive; `total` is the server's count of the search's events. */
  running: {
    one: 'Exporting… {done} of {count} event',
    other: 'Exporting… {done} of {count} events',
  },
  /** Before the first page said how many there are. */
  starting: 'Exporting…',
  progressLabel: 'Export progress',
  cancel: 'Cancel export',
  done: { one: 'Exported {count} event to {file}', other: 'Exported {count} events to {file}' },
  failed: 'The export stopped after {done} events: {message}. Nothing was saved.',
  cancelled: 'Export cancelled. Nothing was saved.',
  retry: 'Export again',
  dismiss: 'Dismiss',
} satisfies Messages;
