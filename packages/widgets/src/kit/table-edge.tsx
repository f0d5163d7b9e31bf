import { ChevronLeftIcon, ChevronRightIcon } from '@gatehouse/react/design';
import type { RefObject } from 'react';
import type { ColumnOverflow } from './table-overflow';
import { useKitTexts } from './texts';

/** How far Left and Right (and at least an edge's button) move the columns, in pixels. */
export const COLUMN_STEP = 120;

/** Move the columns by `by` pixels: at once when the user asks for less motion. */
export function scrollColumns(grid: HTMLElement | null, by: number) {
  const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  grid?.scrollBy({ left: by, behavior: still ? 'auto' : 'smooth' });
}

export interface TableEdgeProps {
  side: 'start' | 'end';
  overflow: ColumnOverflow;
  grid: RefObject<HTMLElement | null>;
  /** The button's tooltip; the end's is followed by the names of the columns beyond. */
  label: string;
}

/**
 * A cut edge of the table layout: a fade over the columns going on beyond it, and a button
 * that scrolls to them (three quarters of the width a click). Pointer only, and hidden from
 * assistive technology: the keyboard has Left and Right in the grid, and a screen reader has
 * every cell in the grid. It leaves the grid's scrollbars uncovered.
 */
export function TableEdge({ side, overflow, grid, label }: TableEdgeProps) {
  const next = side === 'end';
  const t = useKitTexts();
  const name = next ? t('moreColumnsNamed', { label, columns: overflow.beyond }) : label;
  return (
    <div
      className="gh-w-edge"
      data-edge={side}
      aria-hidden="true"
      style={{ bottom: overflow.barX, ...(next && { insetInlineEnd: overflow.barY }) }}
    >
      <button
        type="button"
        tabIndex={-1}
        className="gh-w-more"
        title={name}
        aria-label={name}
        onClick={() => {
          const step = Math.max(COLUMN_STEP, (grid.current?.clientWidth ?? 0) * 0.75);
          scrollColumns(grid.current, next ? step : -step);
        }}
      >
        {next ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </button>
    </div>
  );
}
