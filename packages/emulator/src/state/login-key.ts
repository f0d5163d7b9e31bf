import { createRequire } from 'node:module';

// The keys login ids are compared by: the state finds its users by them, and auth's rules
// (login-id.ts: what a login id may hold) build on them. See login-id.ts for why.

/** The characters that do not show (controls, format characters, default-ignorables...). */
export const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}';
const ALL_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'gu');
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/** Trimmed, NFC, invisible characters dropped; visible ASCII, most ids, as it is. */
const normalised = (id: string): string =>
  // Lookups compare every stored id, so the common case skips the Unicode work.
  VISIBLE_ASCII.test(id) ? id : id.replace(ALL_INVISIBLE, '').trim().normalize('NFC');

/**
 * The form a login id is signed in with: normalised, invisible characters dropped, lower
 * case. Stored ids are already normalised; dropping rather than refusing here means a
 * look-alike that reached the state some other way (an old export) still matches, and so
 * still conflicts, instead of passing for a new account.
 */
export const loginIdKey = (id: string): string => normalised(id).toLowerCase();

// Unicode's confusables table (UTS #39, as the unhomoglyph package ships it): a character
// and the prototype it is read as. Only characters outside ASCII are folded: two ASCII ids
// stay different users however alike `1` and `l` look, as they are for a mail provider.
const require = createRequire(import.meta.url);
const CONFUSABLES = new Map<string, string>(
  Object.entries(require('unhomoglyph/data.json') as Record<string, string>),
);
const NON_ASCII = /\P{ASCII}/gu;
const prototypeOf = (char: string): string => CONFUSABLES.get(char) ?? char;
const fold = (text: string): string => text.replace(NON_ASCII, prototypeOf).toLowerCase();

/**
 * The form two login ids are told apart in when one is created: what a person reads. It is
 * the normalised id, compatibility-decomposed (NFKD: full-width and mathematical letters,
 * ligatures become plain ones), then each letter of another script that is read as a Latin
 * one (Cyrillic `а`, Greek `ο`, Armenian `օ`, Cherokee `Ꭺ`, Latin `ɑ` and `ı`...) folded
 * to it, in lower case. A key only: ids are stored and shown as typed.
 *
 * Creating a login id whose skeleton is an existing user's is refused; signing in compares
 * `loginIdKey`, so `ａdmin@acme.test` is not `admin@acme.test`'s id and signs nobody in.
 */
export const loginIdSkeleton = (id: string): string => {
  const text = normalised(id);
  if (VISIBLE_ASCII.test(text)) return text.toLowerCase();
  // Folded before lower case (Greek `Ε` is read as `E`, its small `ε` as no Latin letter),
  // and again after it, for the small letters only the table knows.
  return fold(fold(text.normalize('NFKD'))).normalize('NFKD');
};
