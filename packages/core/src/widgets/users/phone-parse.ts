import { loadedPhoneLibrary } from '../../phone/load';
import type { UserTexts } from './texts';

// Phones in the user forms, parsed and checked with libphonenumber-js, a maintained phone
// library loaded on demand (../../phone/load.ts): a page that only lists users never fetches
// it. The messages come in the caller's words: this module reaches no catalogue, so the user
// actions (loaded on demand) carry it without reaching the catalogue's modules (phone.ts adds
// the English default for the public `parsePhone`).

/** Spec 000 §9: the phone metadata's limits (the `phoneTooLong` message says the last). */
export const PHONE_LIMITS = { minNational: 2, maxNational: 17, maxInput: 250 } as const;

export type ParsedPhone = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A typed phone as the provider stores it (E.164), or why not in the words of `t`: a leading +
 * and country code, any spaces or dashes between digits, a national number of 2 to 17 digits
 * that the library finds possible for that country, and at most 250 characters typed.
 */
export function parsePhoneIn(input: string, t: UserTexts): ParsedPhone {
  if (input.length > PHONE_LIMITS.maxInput) {
    return { ok: false, message: t('phoneTooLong', { max: PHONE_LIMITS.maxInput }) };
  }
  const library = loadedPhoneLibrary();
  if (!library) return { ok: false, message: t('phoneUnavailable') };
  const text = input.trim();
  const parsed = text.startsWith('+') ? library.parsePhoneNumberFromString(text) : undefined;
  const national = parsed?.nationalNumber ?? '';
  if (
    !parsed?.isPossible() ||
    national.length < PHONE_LIMITS.minNational ||
    national.length > PHONE_LIMITS.maxNational
  ) {
    return { ok: false, message: t('phoneFormat') };
  }
  return { ok: true, e164: parsed.number };
}

/**
 * A stored phone as the edit form shows it: the country code, a dash, then the rest
 * (`+1-2025550101`, spec 000 §5). Shown as stored when it does not parse.
 */
export function phoneForEdit(stored: string | undefined): string {
  if (!stored) return '';
  const parsed = loadedPhoneLibrary()?.parsePhoneNumberFromString(stored);
  return parsed ? `+${parsed.countryCallingCode}-${parsed.nationalNumber}` : stored;
}
