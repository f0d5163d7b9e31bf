// The provider's rule for localized content files (provider-content §1.5, FORMAT25 §7): a
// screen `{base}` (or a widget page) is tried as `{base}-{locale}` first when the project's
// `targetLocales` (compared lowercased) has the locale, else as `{base}-{fallback}` when it has
// the fallback, then always as `{base}` itself (on any failure of the localized one).
//
// The fallback is the locale itself when the page sets a locale explicitly: the provider's
// component then never falls back to the language (`fr-CA` does not find `fr`, §8 item 8);
// only a locale read from the browser (`en-US`) falls back to its language (`en`), which is
// what `browserLocale` gives.

const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A language tag as the provider compares it: trimmed, lowercased, `_` as `-`; else undefined. */
const normal = (tag: string | undefined) => {
  const out = tag?.trim().toLowerCase().replaceAll('_', '-');
  return out && TAG.test(out) ? out : undefined;
};

/** `{base}-{tag}`, before the extension when `base` has one (`sign-in.html` -> `sign-in-fr.html`). */
function withTag(base: string, tag: string): string {
  const dot = /\.[a-z0-9]+$/i.exec(base);
  return dot ? `${base.slice(0, dot.index)}-${tag}${dot[0]}` : `${base}-${tag}`;
}

/**
 * The file names to try for `base` in `locale`, in order: the localized one (when
 * `targetLocales` has the locale, else the fallback), then `base`. `fallback` is the locale
 * itself unless given (an explicit locale has no language fallback).
 */
export function localizedNames(
  base: string,
  locale: string | undefined,
  targetLocales: readonly string[] | undefined,
  fallback: string | undefined = locale,
): string[] {
  const targets = new Set((targetLocales ?? []).map((tag) => tag.toLowerCase()));
  const chosen = [normal(locale), normal(fallback)].find((tag) => tag && targets.has(tag));
  return chosen ? [withTag(base, chosen), base] : [base];
}

/** The browser's locale as the provider reads it when none is set: `en-US` -> `en-us`, fallback `en`. */
export function browserLocale(language: string | undefined): {
  locale?: string;
  fallback?: string;
} {
  const locale = normal(language);
  return { locale, fallback: locale?.split('-')[0] };
}
