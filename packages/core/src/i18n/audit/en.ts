import type { Messages } from '../message';

/** The audit widget: ours (its layout words the empty states). */
export const AUDIT_EN = {
  /** A search that matched nothing, for a layout that has no `noMatchText`. */
  noMatch: 'No audit events match “{text}”',
  /** The button that saves the current search (text and range, every page) as a CSV file. */
  exportCsv: 'Export CSV',
} satisfies Messages;
