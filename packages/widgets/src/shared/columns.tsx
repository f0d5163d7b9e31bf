import {
  badgeOf,
  cellText,
  cellWord,
  type LayoutColumn,
  mainColumns,
  sortFieldOf,
  timeCell,
} from '@gatehouse/core';
import { type ReactNode, useMemo } from 'react';
import type { Column, TableProps } from '../kit';
import { Table } from '../kit/table';
import { useWidgetLocale, type WidgetLocale } from './texts';

/** The value at a dotted path (`customAttributes.department`). */
function valueAt(row: unknown, path: string): unknown {
  let value = row;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * A time column's cell: core's short date, and the full date and time as its tooltip; a
 * status or flag in the widget's words; any other value as it is, as text (never markup), in
 * the column's badge when one matches.
 */
function timeOrText(row: unknown, column: LayoutColumn, { texts, tag }: WidgetLocale): ReactNode {
  const path = column.field;
  const time = timeCell(path, row, { texts, locale: tag });
  if (!time) {
    const value = valueAt(row, path);
    const text = cellWord(path, value, texts) ?? cellText(value);
    // A badged column (the layout's badges, first match wins): the same text, in a badge.
    const badge = badgeOf(column, value);
    return badge && text !== '' ? (
      <span className="gh-w-badge" data-mode={badge.mode}>
        {text}
      </span>
    ) : (
      text
    );
  }
  return time.iso ? (
    <time dateTime={time.iso} title={time.full}>
      {time.text}
    </time>
  ) : (
    time.text
  );
}

/**
 * The table's columns from the layout's. A cell reads its row only when it is shown; a time
 * column sorts by the time itself, and a narrow list shows a row's main fields (core's rules).
 */
export function columnsFrom<Row>(
  columns: readonly LayoutColumn[],
  locale: WidgetLocale,
): Column<Row>[] {
  const main = new Set(mainColumns(columns));
  return columns.map((column) => ({
    key: column.field,
    label: column.label,
    sortable: column.sortable,
    sortField: sortFieldOf(column.field),
    width: column.width,
    main: main.has(column),
    render: (row: Row) => timeOrText(row, column, locale),
  }));
}

/** The table of a layout's columns, made in the widget's locale (the table's part holds both). */
export function LayoutTable<Row>({
  columns,
  ...props
}: Omit<TableProps<Row>, 'columns'> & { columns: readonly LayoutColumn[] }) {
  const locale = useWidgetLocale();
  const tableColumns = useMemo(() => columnsFrom<Row>(columns, locale), [columns, locale]);
  return <Table<Row> {...props} columns={tableColumns} />;
}
