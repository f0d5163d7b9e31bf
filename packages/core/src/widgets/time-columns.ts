// The columns that show a time: how a cell shows it and what a sort on it sends. The table
// shows a short date (with the time where the time is the point, as in the audit) so that it
// fits its column instead of being cut mid-time, and the full local date and time for a
// tooltip. A sort on a time column sends the time itself, which the server orders as a number,
// not the formatted text (whose order would be alphabetical).

interface TimeColumn {
  /** The row field holding the time, and what a sort on the column sends. */
  field: string;
  /** Milliseconds per unit of the field: 1000 for seconds, 1 for milliseconds. */
  unit: number;
  /** Show the time of day as well as the date. */
  time?: boolean;
  /** The text for no time (missing or zero); empty when absent. */
  none?: string;
}

const TIME_COLUMNS: Readonly<Record<string, TimeColumn>> = {
  // Access keys (spec 000 §3): derived for display, 'Never' when there is no expiry.
  expireTimeFormatted: { field: 'expireTime', unit: 1000, none: 'Never' },
  createdTimeFormatted: { field: 'createdTime', unit: 1000 },
  // Users: the layout names the raw field.
  createdTime: { field: 'createdTime', unit: 1000 },
  // Audit events: epoch milliseconds (number or numeric text), 'N/A' without one.
  occurredFormatted: { field: 'occurred', unit: 1, time: true, none: 'N/A' },
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

const formats = new Map<boolean, Intl.DateTimeFormat>();

function formatOf(withTime: boolean): Intl.DateTimeFormat {
  let format = formats.get(withTime);
  if (!format) {
    format = new Intl.DateTimeFormat(
      undefined,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(withTime, format);
  }
  return format;
}

/**
 * The cell of the column at `path` for `row` when it is a time column, else undefined. The
 * formatters are made once: a list formats only the rows in view, but it does so per scroll.
 */
export function timeCell(path: string, row: unknown): TimeCell | undefined {
  const column = TIME_COLUMNS[path];
  if (!column) return undefined;
  const raw = (row as Record<string, unknown> | null)?.[column.field];
  const ms = raw === '' || raw == null ? Number.NaN : Number(raw) * column.unit;
  if (!ms || !Number.isFinite(ms)) {
    const none = column.none ?? '';
    return { text: none, full: none };
  }
  const date = new Date(ms);
  const text = formatOf(column.time === true).format(date);
  return { text, full: date.toLocaleString(), iso: date.toISOString() };
}
