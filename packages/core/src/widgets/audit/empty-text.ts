import type { RootLayout } from '../../layout/schema';

/** Ours, for a layout that has no `noMatchText`. */
export const AUDIT_NO_MATCH_TEXT = 'No audit events match “{text}”';

/**
 * What the empty table says: that the search text matched nothing in the range, naming it,
 * or (no text) that the range holds no events. The two call for different next steps (change
 * the search, or widen the range), so they must not read alike.
 */
export function auditEmptyText(root: Pick<RootLayout, 'emptyText' | 'noMatchText'>, text: string) {
  const needle = text.trim();
  if (!needle) return root.emptyText;
  // A function replacement: `$&` and the like in a search text stay as typed.
  return (root.noMatchText ?? AUDIT_NO_MATCH_TEXT).replaceAll('{text}', () => needle);
}
