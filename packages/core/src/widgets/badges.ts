import type { LayoutBadge, LayoutColumn } from '../layout/schema';
import { cellText } from './cell-value';

// A column's badges (FORMAT25 §5): the provider's grid shows a cell in the first badge whose
// `data-pattern` matches the cell's value, as an unanchored regular expression. A pattern is
// a customer's text run on data: a long one, or one that does not compile, is matched as a
// literal substring instead, so a bad layout shows plain badges and never throws.

/** Patterns longer than this are taken literally (a cap on what a regex may cost). */
export const BADGE_PATTERN_MAX = 200;

type Test = (value: string) => boolean;

const compiled = new WeakMap<LayoutBadge, Test>();

/** The badge's test: its regular expression, or a literal match when it cannot be one. */
function testOf(badge: LayoutBadge): Test {
  const known = compiled.get(badge);
  if (known) return known;
  const { pattern } = badge;
  let test: Test = (value) => value.includes(pattern);
  if (pattern.length <= BADGE_PATTERN_MAX) {
    try {
      const regex = new RegExp(pattern);
      test = (value) => regex.test(value);
    } catch {
      // Not a regular expression: the literal match stands.
    }
  }
  compiled.set(badge, test);
  return test;
}

/**
 * The badge a cell of `column` shows for `value`: the first that matches the text the cell
 * shows (`cellText`), else none.
 */
export function badgeOf(column: LayoutColumn, value: unknown): LayoutBadge | undefined {
  const text = cellText(value);
  return column.badges?.find((badge) => testOf(badge)(text));
}
