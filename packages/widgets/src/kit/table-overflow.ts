import { type RefObject, useEffect, useRef, useState } from 'react';

// Whether a table's columns go on beyond its edges, for the fade and the button at each cut
// edge (issue 24: columns were cut with no cue).

export interface ColumnOverflow {
  /** Columns are scrolled out at the start edge. */
  start: boolean;
  /** Columns go on beyond the end edge. */
  end: boolean;
  /** The labels of the columns mostly beyond the end edge, comma separated. */
  beyond: string;
  /** The grid's scrollbars (pixels), which the edges leave uncovered. */
  barX: number;
  barY: number;
}

const NONE: ColumnOverflow = { start: false, end: false, beyond: '', barX: 0, barY: 0 };

/** What of `grid`'s columns lies beyond its edges now. */
function measure(grid: HTMLElement): ColumnOverflow {
  const { clientWidth, scrollWidth, offsetWidth, offsetHeight, clientHeight } = grid;
  // Right to left, scrollLeft counts down from 0: its size is how far the columns moved.
  const edge = Math.abs(grid.scrollLeft) + clientWidth;
  const end = edge < scrollWidth - 1;
  const beyond = end
    ? [...grid.querySelectorAll<HTMLElement>('[role=columnheader]')]
        .filter((header) => header.offsetLeft + header.offsetWidth / 2 > edge)
        .map((header) => header.textContent)
        .join(', ')
    : '';
  return {
    start: edge > clientWidth + 1,
    end,
    beyond,
    barX: offsetHeight - clientHeight,
    barY: offsetWidth - clientWidth,
  };
}

/**
 * The columns beyond `grid`'s edges while `active` (the table layout): measured when it
 * resizes, when `changed` changes (columns, rows) and by the returned function on a scroll,
 * which does nothing more while the columns have not moved (a vertical scroll).
 */
export function useColumnOverflow(
  grid: RefObject<HTMLElement | null>,
  active: boolean,
  changed: unknown,
): [ColumnOverflow, () => void] {
  const [overflow, setOverflow] = useState(NONE);
  const left = useRef(Number.NaN);
  const update = (force?: boolean) => {
    const node = grid.current;
    if (!force && node?.scrollLeft === left.current) return;
    left.current = node?.scrollLeft ?? Number.NaN;
    const next = node && active ? measure(node) : NONE;
    setOverflow((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
  };
  const latest = useRef(update);
  latest.current = update;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` asks to measure again
  useEffect(() => {
    latest.current(true);
    const node = grid.current;
    if (!node || !active || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => latest.current(true));
    observer.observe(node);
    return () => observer.disconnect();
  }, [grid, active, changed]);

  return [overflow, () => update()];
}
