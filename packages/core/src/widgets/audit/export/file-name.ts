/** A date as `YYYY-MM-DD` in the viewer's time zone: the day the person chose a range on. */
function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The one name of an audit export: the range it holds, first and last day
 * (`audit-2026-11-26_to-2026-11-27.csv`), so that exports of different days sort and never
 * overwrite each other in a downloads folder.
 */
export const auditExportFileName = (fromMs: number, toMs: number): string =>
  `audit-${localDay(fromMs)}_to-${localDay(toMs)}.csv`;
