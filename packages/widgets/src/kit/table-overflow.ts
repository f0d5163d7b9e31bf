import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// Whether a table's columns go on beyond its edges: the table shows a fade and a button at a
// cut edge, and names the columns beyond the end one (issue 24: columns were cut with no cue).

export interface ColumnOverflow {
  /** Columns are scrolled out at the start edge. */
  start: boolean;
  /** Columns go on beyond the end edge. */
  end: boolean;
  /** The labels of the columns mostly beyond the end edge. */
  beyond: string[];
  /** The grid's scrollbars (pixels), which the edges leave uncovered. */
  scrollbarX: number;
  scrollbarY: number;
}

const NONE: ColumnOverflow = { start: false, end: false, beyond: [], scrollbarX: 0, scrollbarY: 0 };

const same = (a: ColumnOverflow, b: ColumnOverflow) =>
  a.start === b.start &&
  a.end === b.end &&
  a.scrollbarX === b.scrollbarX &&
  a.scrollbarY === b.scrollbarY &&
  a.beyond.join('\n') === b.beyond.join('\n');

/** What of `grid`'s columns lies beyond its edges now. */
function measure(grid: HTMLElement): ColumnOverflow {
  const { clientWidth, scrollWidth } = grid;
  // Right to left, scrollLeft counts down from 0: its size is how far the columns moved.
  const scrolled = Math.abs(grid.scrollLeft);
  const end = scrolled + clientWidth < scrollWidth - 1;
  const edge = scrolled + clientWidth;
  const beyond = end
    ? [...grid.querySelectorAll<HTMLElement>('[role=columnheader]')]
        .filter((header) => header.offsetLeft + header.offsetWidth / 2 > edge)
        .map((header) => header.textContent ?? '')
        .filter(Boolean)
    : [];
  return {
    start: scrolled > 1,
    end,
    beyond,
    scrollbarX: grid.offsetHeight - grid.clientHeight,
    scrollbarY: grid.offsetWidth - grid.clientWidth,
  };
}

/**
 * The columns beyond `grid`'s edges while `active` (the table layout), measured when it
 * resizes, when `changed` changes (columns, rows) and on `update` (its scroll). A vertical
 * scroll costs a comparison of three numbers, not a measure of the headers.
 */
export function useColumnOverflow(
  grid: RefObject<HTMLElement | null>,
  active: boolean,
  changed: unknown,
): [ColumnOverflow, () => void] {
  const [overflow, setOverflow] = useState(NONE);
  const last = useRef('');
  const update = useCallback(
    (force = false) => {
      const node = grid.current;
      if (!node || !active) {
        last.current = '';
        setOverflow((current) => (current === NONE ? current : NONE));
        return;
      }
      const key = `${node.scrollLeft} ${node.clientWidth} ${node.scrollWidth}`;
      if (!force && key === last.current) return;
      last.current = key;
      const next = measure(node);
      setOverflow((current) => (same(current, next) ? current : next));
    },
    [grid, active],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` is what asks to measure again
  useEffect(() => {
    update(true);
    const node = grid.current;
    if (!node || !active || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update(true));
    observer.observe(node);
    return () => observer.disconnect();
  }, [grid, active, update, changed]);

  return [overflow, update];
}
