// The columns that show a time: how a cell shows it and what a sort on it sends. The table
// shows a short date (with the time where the time is the point, as in the audit) so that it
// fits its column instead of being cut mid-time, and the full local date and time for a
// tooltip. A sort on a time column sends the time itself, which the server orders as a number,
// not the formatted text (whose order would be alphabetical). Dates are written in the
// widget's locale (the browser's when it names none), and its words for no time are the
// catalogue's.

import { WIDGET_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';
import type { WIDGET_EN } from '../i18n/widget/en';

interface TimeColumn {
  /** The row field holding the time, and what a sort on the column sends. */
  field: string;
  /** Milliseconds per unit of the field: 1000 for seconds, 1 for milliseconds. */
  unit: number;
  /** Show the time of day as well as the date. */
  time?: boolean;
  /** The catalogue's key of the text for no time (missing or zero); empty when absent. */
  none?: 'never' | 'noTime';
}

const TIME_COLUMNS: Readonly<Record<string, TimeColumn>> = {
  // Access keys (spec 000 §3): derived for display, 'Never' when there is no expiry.
  expireTimeFormatted: { field: 'expireTime', unit: 1000, none: 'never' },
  createdTimeFormatted: { field: 'createdTime', unit: 1000 },
  // Users: the layout names the raw field.
  createdTime: { field: 'createdTime', unit: 1000 },
  // Audit events: epoch milliseconds (number or numeric text), 'N/A' without one.
  occurredFormatted: { field: 'occurred', unit: 1, time: true, none: 'noTime' },
};

/** What a sort on the column at `path` sends: a time column's raw time, else the path. */
export const sortFieldOf = (path: string): string => TIME_COLUMNS[path]?.field ?? path;

/** A time as a cell shows it: the short `text`, and the `full` local date and time. */
export interface TimeCell {
  text: string;
  full: string;
  /** ISO 8601, for `<time datetime>`; absent when there is no time. */
  iso?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(withTime: boolean, locale: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(key, format);
  }
  return format;
}

/** How a widget shows its times: in its locale, with its words for no time. */
export interface TimeCellOptions {
  /** The widgets' common texts in the widget's locale (English by default). */
  texts?: Texts<typeof WIDGET_EN>;
  /** The language tag dates are written in; the browser's when absent. */
  locale?: string;
}

/**
 * The cell of the column at `path` for `row` when it is a time column, else undefined. The
 * formatters are made once: a list formats only the rows in view, but it does so per scroll.
 */
export function timeCell(
  path: string,
  row: unknown,
  { texts = WIDGET_TEXTS.en, locale }: TimeCellOptions = {},
): TimeCell | undefined {
  const column = TIME_COLUMNS[path];
  if (!column) return undefined;
  const raw = (row as Record<string, unknown> | null)?.[column.field];
  const ms = raw === '' || raw == null ? Number.NaN : Number(raw) * column.unit;
  if (!ms || !Number.isFinite(ms)) {
    const none = column.none ? texts(column.none) : '';
    return { text: none, full: none };
  }
  const date = new Date(ms);
  const text = formatOf(column.time === true, locale).format(date);
  return { text, full: date.toLocaleString(locale), iso: date.toISOString() };
}
