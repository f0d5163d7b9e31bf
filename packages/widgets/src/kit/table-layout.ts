import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

// Which layout a table takes at its width: a table of columns, or, where a table would show
// one and a half columns (a phone), a list whose rows stack their main fields one a line.

export type TableLayout = 'table' | 'list';

/** Below this width of the table (CSS pixels), its rows are a list of their main fields. */
export const LIST_LAYOUT_BELOW = 600;

/** A list row: its padding above and below, the title's line, and each other field's line. */
const LIST_PADDING = 10;
const LIST_TITLE_LINE = 22;
const LIST_LINE = 20;

/** The layout for a table `width` pixels wide; 0 (not laid out, or no layout engine) keeps the table. */
export const layoutFor = (width: number): TableLayout =>
  width > 0 && width < LIST_LAYOUT_BELOW ? 'list' : 'table';

/** A list row's fixed height (the window of rows needs one) for `fields` fields. */
export const listRowHeight = (fields: number): number =>
  2 * LIST_PADDING + LIST_TITLE_LINE + Math.max(0, fields - 1) * LIST_LINE;

// Measured before the browser paints, so a phone never sees the table first; on a server
// (no layout) it is a plain effect that never runs.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The width of `element`, kept as it resizes (0 until measured, and where nothing lays out). */
export function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useBeforePaint(() => {
    const node = element.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
