import { WIDGET_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';
import type { WIDGET_EN } from '../i18n/widget/en';

// The words a list shows for the values of its status and flag columns: a key's or a user's
// status, a role's editable flag. The rows keep the values the specification names ('active',
// 'disabled', 'no'), which searches and sorts read; only the cell says them in the widget's
// locale.

/** The columns whose values are words of ours. */
const WORDED = new Set(['status', 'editable']);

/** The cell's text for `value` of the column at `path`: the catalogue's word when it has one. */
export function cellWord(
  path: string,
  value: unknown,
  texts: Texts<typeof WIDGET_EN> = WIDGET_TEXTS.en,
): string | undefined {
  if (!WORDED.has(path) || typeof value !== 'string') return undefined;
  const key = `value.${value}`;
  return Object.hasOwn(texts.messages, key) ? texts(key as keyof typeof WIDGET_EN) : undefined;
}

/**
 * The text a cell shows for a value: a list's items joined by ', ', nothing for none. A
 * badge tests the same text (badges.ts).
 */
export const cellText = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
