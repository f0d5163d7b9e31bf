import type { Locale } from './locale';

/** The plural forms a count-dependent message has (the CLDR categories our locales use). */
export type PluralForm = 'one' | 'other';

/**
 * Which form a count takes, per locale (CLDR's cardinal rules, for the whole numbers we
 * count). English: only 1 is singular ("0 users"). French: 0 and 1 are singular
 * ("0 utilisateur", "1 utilisateur", "2 utilisateurs").
 */
const RULES: Record<Locale, (count: number) => PluralForm> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  fr: (count) => (Math.abs(count) < 2 ? 'one' : 'other'),
};

export const pluralOf = (locale: Locale, count: number): PluralForm => RULES[locale](count);
