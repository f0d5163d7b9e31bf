/**
 * The locales the catalogue has. English is built in; every other one is loaded on demand,
 * by the first part of a page that shows text in it (a page in one language never fetches
 * another's words). Adding a locale: see the README's "Texts and locales".
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

const known = (tag: string): tag is Locale => (LOCALES as readonly string[]).includes(tag);

/**
 * The catalogue's locale for a language tag (an element's `locale`, `navigator.language`):
 * the tag itself when the catalogue has it, else its language (`fr-CA` reads `fr`), else
 * English, the language every text exists in.
 */
export function localeOf(tag?: string | null): Locale {
  const wanted = (tag ?? '').trim().toLowerCase().replaceAll('_', '-');
  if (known(wanted)) return wanted;
  const language = wanted.split('-')[0] ?? '';
  return known(language) ? language : 'en';
}
