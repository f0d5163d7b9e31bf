// The grid is built from divs with ARIA grid roles: the body is as tall as every row and holds
// only the rows in view, pushed down to their place by its top padding, which table layout
// cannot do. Rows carry no inline style: a row whose style changed on every scroll frame gave
// the browser a new style to resolve and keep each time, and scrolling slowed as they piled
// up. The grid element holds the focus and points at the active row with
// aria-activedescendant, so rows and cells are not tab stops.
//
// Two layouts (table-layout.ts): a table of columns, whose cut edges fade and offer a button
// to the columns beyond (table-edge.tsx, table-overflow.ts); and, narrower than a table can
// be read, a list whose rows stack their main fields one a line (issue 24: a phone showed
// one and a half columns). Both keep the window of rows, the keyboard and the selection.
// biome-ignore-all lint/a11y/useSemanticElements: see above
// biome-ignore-all lint/a11y/useFocusableInteractive: see above
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '@gatehouse/react/design';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TABLE_CSS } from './table-css';
import { COLUMN_STEP, scrollColumns, TableEdge } from './table-edge';
import { layoutFor, listRowHeight, type TableLayout, useWidth } from './table-layout';
import { useColumnOverflow } from './table-overflow';
import { useKitTexts } from './texts';

/** The fixed height of every row (and of the header), in pixels. */
export const ROW_HEIGHT = 40;

/**
 * The rows to render, `[start, end)`: those intersecting the viewport plus `overscan` on each
 * side, clamped to `[0, rowCount]`.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowCount: number,
  rowHeight: number,
  overscan: number,
): { start: number; end: number } {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  const clamp = (n: number) => Math.min(rowCount, Math.max(0, n));
  return { start: clamp(Math.min(first, rowCount - 1) - overscan), end: clamp(last + overscan) };
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface Column<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  /** What a sort on this column names (default `key`), e.g. the time behind a formatted date. */
  sortField?: string;
  /** A CSS grid track (`number` = pixels); default `minmax(120px, 1fr)`. */
  width?: number | string;
  /**
   * One of a row's main fields, those the list layout shows (the first is the row's title);
   * with none marked, the list shows every field.
   */
  main?: boolean;
  /**
   * The cell content. The table reads no values itself: the widgets' columns render each cell
   * by core's rules (columns.tsx), and a part loaded on demand that imported core's entry for a
   * default would make an app's bundler split core's shared modules out of the app's entry.
   */
  render: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** The accessible name of the grid. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  getRowId: (row: Row) => string;
  /** What a row's selection checkbox is called, e.g. the record's name ('Select row N' when absent). */
  rowLabel?: (row: Row) => string;
  /** The selected row ids; rows are selectable when `onSelectionChange` is set. */
  selectedIds?: readonly string[];
  /** Why a row cannot be selected (its checkbox is disabled and names the reason). */
  unselectable?: (row: Row) => string | undefined;
  onSelectionChange?: (ids: string[]) => void;
  /** The sort shown; `null` for none. Leave undefined to let the table track it. */
  sort?: SortState | null;
  /** Called as a sortable header cycles none -> asc -> desc -> none. Rows are not re-ordered. */
  onSort?: (field: string, direction: SortDirection | undefined) => void;
  loading?: boolean;
  /** Said (visually hidden) while loading; skeleton rows show it. */
  loadingText?: string;
  /** The empty state's sentence. */
  emptyText?: string;
  /** The empty state's next step, e.g. a Create button. */
  emptyAction?: ReactNode;
  /** The table's maximum height in pixels, header included (default 400). */
  height?: number;
  overscan?: number;
  /** `auto` (default): a list of main fields below LIST_LAYOUT_BELOW pixels, else a table. */
  layout?: 'auto' | TableLayout;
  /** The end edge's button: its tooltip, before the names of the columns it scrolls to. */
  moreColumnsLabel?: string;
  /** The start edge's button: its tooltip. */
  previousColumnsLabel?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const NEXT_SORT = { none: 'asc', asc: 'desc', desc: undefined } as const;

const SORT_ICON = { asc: SortAscIcon, desc: SortDescIcon, none: SortNoneIcon } as const;
/** Placeholder rows while the first answer loads, and their bars' widths (varied, like text). */
const SKELETON_ROWS = 5;
const SKELETON_WIDTHS = ['72%', '48%', '60%', '38%', '66%'];

/**
 * A cell's full text as its tooltip, only while its text is cut (measured when the pointer
 * arrives, so rows in view cost nothing until hovered). A cell whose content brings its own
 * tooltip (a date's full date and time) keeps that one.
 */
function titleIfCut(event: MouseEvent<HTMLDivElement>) {
  const cell = event.currentTarget;
  if (cell.querySelector('[title]')) return;
  // A list cell's label is not part of its value.
  const value = cell.querySelector('.gh-w-cell-value') ?? cell;
  if (cell.scrollWidth > cell.clientWidth) cell.title = value.textContent ?? '';
  else cell.removeAttribute('title');
}

/**
 * A virtualised data grid: only the rows in view (plus overscan) are in the DOM, positioned in
 * a full-height body. Keyboard: Up/Down/Home/End/PageUp/PageDown move the active row (Shift
 * extends the selection from the anchor), Space toggles it, Ctrl/Cmd+A selects all; in the
 * table layout Left/Right scroll the columns.
 */
export function Table<Row>({
  label,
  rows,
  columns,
  getRowId,
  rowLabel,
  selectedIds = [],
  unselectable,
  onSelectionChange,
  sort: sortProp,
  onSort,
  loading = false,
  loadingText,
  emptyText,
  emptyAction,
  height = 400,
  overscan = 5,
  layout = 'auto',
  moreColumnsLabel,
  previousColumnsLabel,
}: TableProps<Row>) {
  const baseId = useId();
  const t = useKitTexts();
  const box = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const shape = layout === 'auto' ? layoutFor(width) : layout;
  const list = shape === 'list';
  const marked = columns.filter((column) => column.main);
  // The columns a row shows: all of them in a table; its main fields in a list.
  const shown = list && marked.length > 0 ? marked : columns;
  const rowHeight = list ? listRowHeight(shown.length) : ROW_HEIGHT;
  const [overflow, measureOverflow] = useColumnOverflow(
    grid,
    !list,
    `${columns.length} ${rows.length}`,
  );
  const headerBox = useRef<HTMLInputElement>(null);
  const anchor = useRef(-1);
  const [scrollTop, setScrollTop] = useState(0);
  const [activeRow, setActiveRow] = useState(-1);
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const sort = sortProp !== undefined ? sortProp : ownSort;
  const selectable = onSelectionChange !== undefined;
  const count = rows.length;
  const active = Math.min(activeRow, count - 1);
  const viewport = height - ROW_HEIGHT;
  const { start, end } = visibleRange(scrollTop, viewport, count, rowHeight, overscan);

  // Counted once per change of rows or selection, never per scroll frame: at 100 000 rows a
  // frame's work must not grow with the list. Nothing selected with every row selectable, the
  // common case, needs no pass at all (all rows' ids are listed if all are selected at once).
  const { selected, selectableIds, selectedCount } = useMemo(() => {
    const chosen = new Set(selectedIds);
    if (!chosen.size && !unselectable) return { selected: chosen, selectedCount: 0 };
    const ids: string[] = [];
    let counted = 0;
    for (const row of rows) {
      const id = getRowId(row);
      if (!unselectable?.(row)) ids.push(id);
      if (chosen.has(id)) counted++;
    }
    return { selected: chosen, selectableIds: ids, selectedCount: counted };
  }, [rows, selectedIds, getRowId, unselectable]);
  const allIds = () => selectableIds ?? rows.map(getRowId);
  const selectableCount = selectableIds?.length ?? count;
  const all = selectableCount > 0 && selectedCount === selectableCount;
  const partial = selectedCount > 0 && !all;

  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = partial;
  }, [partial]);

  const emit = (ids: Iterable<string>) => onSelectionChange?.([...new Set(ids)]);
  const selectAll = () => emit(allIds());
  const selectRange = (from: number, to: number) =>
    emit(
      rows
        .slice(Math.min(from, to), Math.max(from, to) + 1)
        .filter((row) => !unselectable?.(row))
        .map(getRowId),
    );
  const toggle = (index: number) => {
    const row = rows[index];
    if (!row || unselectable?.(row)) return;
    const id = getRowId(row);
    emit(selected.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id]);
    anchor.current = index;
  };

  // Another layout is another row height under the same scroll offset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is what asks to re-read it
  useEffect(() => {
    if (grid.current) setScrollTop(grid.current.scrollTop);
  }, [shape]);

  const reveal = (index: number) => {
    const node = grid.current;
    if (!node) return;
    const top = index * rowHeight;
    let next = node.scrollTop;
    if (top < next) next = top;
    else if (top + rowHeight > next + viewport) next = top + rowHeight - viewport;
    if (next !== node.scrollTop) node.scrollTop = next;
    setScrollTop(next);
  };

  const moveTo = (index: number, extend: boolean) => {
    if (!count) return;
    const next = Math.min(count - 1, Math.max(0, index));
    if (extend && selectable) {
      if (anchor.current < 0 || anchor.current >= count) anchor.current = Math.max(active, 0);
      selectRange(anchor.current, next);
    } else {
      anchor.current = next;
    }
    setActiveRow(next);
    reveal(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor(viewport / rowHeight));
    const { key, shiftKey } = event;
    if (key === 'ArrowDown') moveTo(active + 1, shiftKey);
    else if (key === 'ArrowUp') moveTo(active < 0 ? 0 : active - 1, shiftKey);
    else if (key === 'PageDown') moveTo(active + page, shiftKey);
    else if (key === 'PageUp') moveTo(active - page, shiftKey);
    else if (key === 'Home') moveTo(0, shiftKey);
    else if (key === 'End') moveTo(count - 1, shiftKey);
    else if ((key === 'ArrowRight' || key === 'ArrowLeft') && !list) {
      scrollColumns(grid.current, key === 'ArrowRight' ? COLUMN_STEP : -COLUMN_STEP);
    } else if (key === ' ' && selectable && active >= 0) toggle(active);
    else if (key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey) && selectable) {
      selectAll();
    } else return;
    event.preventDefault();
  };

  const onRowClick = (event: MouseEvent<HTMLDivElement>, index: number) => {
    const target = event.target as HTMLElement;
    if (target.closest('a,button,select,textarea,label,input:not([data-select])')) return;
    if (selectable) {
      if (event.shiftKey && anchor.current >= 0) selectRange(anchor.current, index);
      else toggle(index);
    }
    setActiveRow(index);
    grid.current?.focus({ preventScroll: true });
  };

  const cycleSort = (field: string) => {
    const current = sort?.field === field ? sort.direction : 'none';
    const next = NEXT_SORT[current];
    setOwnSort(next ? { field, direction: next } : null);
    onSort?.(field, next);
  };

  const tracks = columns.map((column) =>
    typeof column.width === 'number' ? `${column.width}px` : (column.width ?? 'minmax(120px,1fr)'),
  );
  const selectTrack = selectable ? '40px ' : '';
  // A table's columns are the layout's tracks; a list row is the checkbox and one column of
  // lines, one per field shown (the checkbox spans them all).
  const gridVars = list
    ? {
        '--gh-w-cols': `${selectTrack}minmax(0,1fr)`,
        '--gh-w-lines': `repeat(${shown.length},auto)`,
        '--gh-w-row-h': `${rowHeight}px`,
      }
    : { '--gh-w-cols': `${selectTrack}${tracks.join(' ')}` };
  const colIndex = (column: Column<Row>) => columns.indexOf(column) + (selectable ? 2 : 1);
  const rowId = (index: number) => `${baseId}-row-${index}`;
  // Rows are keyed by their slot in the window, not by their id: a row scrolled out hands its
  // DOM to the row scrolled in, so a scroll frame updates a few cells instead of building and
  // styling new rows. The window never holds more rows than there are slots.
  const slots = Math.ceil(viewport / rowHeight) + 2 * overscan + 2;
  const body: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const row = rows[index] as Row;
    const isSelected = selectable ? selected.has(getRowId(row)) : undefined;
    const reason = selectable ? unselectable?.(row) : undefined;
    body.push(
      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keyboard
      <div
        key={index % slots}
        id={rowId(index)}
        role="row"
        aria-rowindex={index + 2}
        aria-selected={isSelected}
        data-active={index === active || undefined}
        className="gh-w-row"
        onClick={(event) => onRowClick(event, index)}
      >
        {selectable ? (
          <div role="gridcell" className="gh-w-cell gh-w-cell-select">
            <input
              type="checkbox"
              data-select=""
              tabIndex={-1}
              readOnly
              checked={isSelected}
              disabled={reason !== undefined}
              title={reason}
              aria-label={
                reason
                  ? t('unselectable', {
                      name: rowLabel ? rowLabel(row) : t('row', { index: index + 1 }),
                      reason,
                    })
                  : rowLabel
                    ? t('selectNamed', { name: rowLabel(row) })
                    : t('selectRow', { index: index + 1 })
              }
            />
          </div>
        ) : null}
        {shown.map((column, at) => {
          const value = column.render(row);
          if (!list) {
            return (
              <div key={column.key} role="gridcell" className="gh-w-cell" onMouseEnter={titleIfCut}>
                {value}
              </div>
            );
          }
          // A list's cell says which field it is, but for the title (its header is sort
          // buttons); the label is the column header's words, so it is not read twice.
          return (
            <div
              key={column.key}
              role="gridcell"
              aria-colindex={colIndex(column)}
              className={at === 0 ? 'gh-w-cell gh-w-cell-title' : 'gh-w-cell'}
              onMouseEnter={titleIfCut}
            >
              {at === 0 ? null : (
                <span className="gh-w-cell-label" aria-hidden="true">
                  {column.label}
                </span>
              )}
              <span className="gh-w-cell-value">{value}</span>
            </div>
          );
        })}
      </div>,
    );
  }

  // The first answer on its way: rows of placeholder bars, hidden from assistive technology
  // (the busy grid and the status say it is loading).
  const skeleton = loading && !count;
  if (skeleton) {
    for (let index = 0; index < SKELETON_ROWS; index++) {
      body.push(
        <div key={`skeleton-${index}`} aria-hidden="true" className="gh-w-row gh-w-skel-row">
          {selectable ? <div className="gh-w-cell gh-w-cell-select" /> : null}
          {shown.map((column, at) => (
            <div key={column.key} className="gh-w-cell">
              <span
                className="gh-w-skeleton"
                style={{ width: SKELETON_WIDTHS[(index + at) % SKELETON_WIDTHS.length] }}
              />
            </div>
          ))}
        </div>,
      );
    }
  }

  return (
    <div ref={box} className="gh-w-table">
      <style>{TABLE_CSS}</style>
      <div
        ref={grid}
        role="grid"
        aria-label={label}
        aria-rowcount={count + 1}
        aria-colcount={columns.length + (selectable ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        aria-activedescendant={active >= start && active < end ? rowId(active) : undefined}
        tabIndex={0}
        className={list ? 'gh-w-grid gh-w-stacked' : 'gh-w-grid'}
        data-layout={shape}
        style={{ maxHeight: height, ...gridVars } as CSSProperties}
        onScroll={(event) => {
          setScrollTop(event.currentTarget.scrollTop);
          measureOverflow();
        }}
        onFocus={(event) => {
          if (event.target === event.currentTarget && active < 0 && count) setActiveRow(0);
        }}
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className="gh-w-head">
          <div role="row" aria-rowindex={1} className="gh-w-row">
            {selectable ? (
              <div role="columnheader" className="gh-w-cell gh-w-cell-select">
                <input
                  ref={headerBox}
                  type="checkbox"
                  aria-label={t('selectAll')}
                  checked={all}
                  disabled={!selectableCount}
                  onChange={() => emit(all ? [] : allIds())}
                />
              </div>
            ) : null}
            {shown.map((column) => {
              const field = column.sortField ?? column.key;
              const direction = sort?.field === field ? sort.direction : undefined;
              const Arrow = SORT_ICON[direction ?? 'none'];
              return (
                <div
                  key={column.key}
                  role="columnheader"
                  aria-colindex={list ? colIndex(column) : undefined}
                  // A list's header is its sort buttons: a field that does not sort is named
                  // there for assistive technology only.
                  className={list && !column.sortable ? 'gh-w-cell gh-w-sr' : 'gh-w-cell'}
                  aria-sort={
                    column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined
                  }
                >
                  {column.sortable ? (
                    <button type="button" className="gh-w-sort" onClick={() => cycleSort(field)}>
                      {column.label}
                      <Arrow size={14} />
                    </button>
                  ) : (
                    column.label
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          className="gh-w-body"
          style={{
            height: (skeleton ? SKELETON_ROWS : count) * rowHeight,
            paddingTop: skeleton ? 0 : start * rowHeight,
          }}
        >
          {body}
        </div>
      </div>
      {overflow.start ? (
        <TableEdge
          side="start"
          overflow={overflow}
          grid={grid}
          label={previousColumnsLabel ?? t('previousColumns')}
        />
      ) : null}
      {overflow.end ? (
        <TableEdge
          side="end"
          overflow={overflow}
          grid={grid}
          label={moreColumnsLabel ?? t('moreColumns')}
        />
      ) : null}
      <div role="status" className="gh-w-note" data-loading={loading || undefined}>
        {loading ? (
          <span className="gh-w-sr">{loadingText ?? t('loading')}</span>
        ) : count ? null : (
          <>
            <p className="gh-w-empty-title">{emptyText ?? t('noResults')}</p>
            {emptyAction}
          </>
        )}
      </div>
    </div>
  );
}
