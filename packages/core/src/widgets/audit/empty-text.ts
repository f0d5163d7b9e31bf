import type { AUDIT_EN } from '../../i18n/audit/en';
import { englishOf } from '../../i18n/section';
import { AUDIT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { RootLayout } from '../../layout/schema';

/** The template itself: `{text}` left in. */
const noMatchTemplate = (t: Texts<typeof AUDIT_EN>) => t('noMatch');

/** Ours, for a layout that has no `noMatchText` (in English; the store's is in its locale). */
export const AUDIT_NO_MATCH_TEXT = /* @__PURE__ */ noMatchTemplate(
  /* @__PURE__ */ englishOf(AUDIT_TEXTS),
);

/**
 * What the empty table says: that the search text matched nothing in the range, naming it,
 * or (no text) that the range holds no events. The two call for different next steps (change
 * the search, or widen the range), so they must not read alike.
 */
export function auditEmptyText(
  root: Pick<RootLayout, 'emptyText' | 'noMatchText'>,
  text: string,
  t: Texts<typeof AUDIT_EN> = AUDIT_TEXTS.en,
) {
  const needle = text.trim();
  if (!needle) return root.emptyText;
  // A function replacement: `$&` and the like in a search text stay as typed.
  return root.noMatchText
    ? root.noMatchText.replaceAll('{text}', () => needle)
    : t('noMatch', { text: needle });
}
