// The country list of a phone field: every country the phone library knows, named in the
// page's language by Intl.DisplayNames, and how a typed number splits into and joins from a
// country calling code and the rest. The flow's phone field submits `+<code><number>`.
import { loadPhoneLibrary, type PhoneLibrary } from './load';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 region code, e.g. `GB`. */
  country: string;
  /** The calling code without `+`, e.g. `44`. */
  code: string;
  /** The country's name in the list's locale (the region code where Intl has none). */
  name: string;
  /** The country the library picks first for its calling code (US for +1, RU for +7). */
  main: boolean;
}

export interface PhoneParts {
  country: string;
  code: string;
  /** What was typed after the calling code, as typed. */
  number: string;
}

/** The country a phone field starts with when nothing says otherwise. */
export const DEFAULT_PHONE_COUNTRY = { country: 'US', code: '1' } as const;

/** `locale` then English, or English alone when Intl refuses the locale. */
function localesOf(locale: string | undefined): string[] {
  if (!locale) return ['en'];
  try {
    return Intl.getCanonicalLocales([locale, 'en']);
  } catch {
    return ['en'];
  }
}

/** Every country of the library, named in `locale`, sorted by name in that locale. */
export function phoneCountriesOf(library: PhoneLibrary, locale?: string): PhoneCountry[] {
  const locales = localesOf(locale);
  const names = new Intl.DisplayNames(locales, { type: 'region' });
  // The library's types leave this Metadata method out; it is there in every build, and
  // without it no country is marked main (the first by name holds for a shared code).
  const metadata = new library.Metadata() as {
    getCountryCodesForCallingCode?(code: string): string[] | undefined;
  };
  const countries = library.getCountries().map((country) => {
    const code = String(library.getCountryCallingCode(country));
    const main = metadata.getCountryCodesForCallingCode?.(code)?.[0] === country;
    return { country, code, name: names.of(country) ?? country, main };
  });
  const collator = new Intl.Collator(locales);
  return countries.sort((a, b) => collator.compare(a.name, b.name));
}

const lists = new Map<string, Promise<PhoneCountry[]>>();

/**
 * The country list for `locale`, loading the phone library on first use (a chunk of its
 * own); one list per locale is built and shared. Rejects when the library cannot load.
 */
export function loadPhoneCountries(locale?: string): Promise<PhoneCountry[]> {
  const key = locale ?? '';
  let list = lists.get(key);
  if (!list) {
    list = loadPhoneLibrary().then((library) => phoneCountriesOf(library, locale));
    // A failed load is not kept: the next field asks again.
    list.catch(() => lists.delete(key));
    lists.set(key, list);
  }
  return list;
}

/**
 * A phone value (`+<code><number>`) as a country and the rest, by the longest calling code of
 * `countries` it starts with; among countries sharing that code, `preferred` (the one the user
 * picked), else the code's main country. A value without `+` is all number. Before the list
 * has loaded (`countries` empty) the default country holds and the value stays whole.
 */
export function splitPhone(
  value: unknown,
  countries: readonly PhoneCountry[],
  preferred?: string,
): PhoneParts {
  const text = typeof value === 'string' ? value.trim() : '';
  const fallback = countries.find((entry) => entry.country === preferred) ?? DEFAULT_PHONE_COUNTRY;
  if (!text.startsWith('+') || countries.length === 0) {
    return { country: fallback.country, code: fallback.code, number: text };
  }
  const digits = text.slice(1).replace(/\D/g, '');
  let best: PhoneCountry | undefined;
  for (const entry of countries) {
    if (!digits.startsWith(entry.code)) continue;
    const longer = !best || entry.code.length > best.code.length;
    const better =
      best?.code === entry.code &&
      best.country !== preferred &&
      (entry.country === preferred || (entry.main && !best.main));
    if (longer || better) best = entry;
  }
  if (!best) return { country: fallback.country, code: fallback.code, number: digits };
  return { country: best.country, code: best.code, number: digits.slice(best.code.length) };
}

/**
 * `+<code><number>` with every non-digit of the number dropped; empty without a number. A
 * number typed in international form (`+15550100`, `00 44 20...`) already carries its country
 * code: it is kept as typed, not given the selected country's code a second time.
 */
export function joinPhone({ code, number }: Pick<PhoneParts, 'code' | 'number'>): string {
  const typed = number.trim();
  const international = typed.startsWith('+') || typed.startsWith('00');
  const digits = (typed.startsWith('00') ? typed.slice(2) : typed).replace(/\D/g, '');
  if (!digits) return '';
  return international ? `+${digits}` : `+${code}${digits}`;
}
