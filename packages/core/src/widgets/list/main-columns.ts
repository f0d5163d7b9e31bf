import type { LayoutColumn } from '../../layout/schema';

/** A row of a narrow list shows at most this many fields, one a line. */
export const MAIN_COLUMNS_MAX = 4;

/**
 * The columns a narrow list shows of each row, where a table would show one and a half
 * (issue 24): those the layout marks `main`, else its first three; at most MAIN_COLUMNS_MAX,
 * in the layout's order. The first is the row's title.
 */
export function mainColumns(columns: readonly LayoutColumn[]): LayoutColumn[] {
  const marked = columns.filter((column) => column.main);
  return (marked.length > 0 ? marked : columns.slice(0, 3)).slice(0, MAIN_COLUMNS_MAX);
}
