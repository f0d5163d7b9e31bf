// One CSV cell and one CSV line: RFC 4180's quoting, and no cell a spreadsheet would run.

/**
 * What a spreadsheet reads as the start of a formula (or, for tab and CR, what hides one):
 * OWASP's list for CSV injection. An audit event's fields come from whoever signed in or
 * called the API, so a login id `=HYPERLINK(...)` must reach the sheet as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What makes a field need quotes (RFC 4180 §2.6): a comma, a quote, a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A value as one CSV field: a leading formula character gets a `'` before it (the sheet then
 * shows the text as typed), and a field holding a comma, a quote or a line break is quoted,
 * its quotes doubled (RFC 4180 §2.5-2.7).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A record as one CSV line, ended by CRLF as RFC 4180 §2.1 has it. */
export const csvLine = (values: readonly string[]): string =>
  `${values.map(csvCell).join(',')}\r\n`;
