import { createRequire } from 'node:module';
import { z } from 'zod';
import { badRequest } from '../http/errors';

// Login ids are how people are told apart, so two that read the same must be the same id.
// Every login id that enters (auth and management bodies, flow inputs, the emulated
// identity provider pages, the seed) is trimmed and NFC-normalised, and refused when it
// holds a character that does not show: controls (Cc: NUL, escapes), format characters
// (Cf: zero-width spaces and joiners, bidi marks and overrides), line and paragraph
// separators, lone surrogates, and the rest of Unicode's default-ignorable characters
// (Hangul fillers, variation selectors...). Without this, `admin@acme.test` followed by a
// zero-width space, or spelt with a decomposed letter, is a second account that looks like
// the first.

const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}';
const HAS_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'u');
const ALL_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'gu');
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

export const EMPTY_LOGIN_ID = 'must not be empty';
export const INVISIBLE_IN_LOGIN_ID =
  'must not contain control or invisible characters (NUL, zero-width, bidi marks...)';

export type CheckedLoginId = { ok: true; value: string } | { ok: false; message: string };

/** The login id as stored (trimmed, NFC), or why it is refused. */
export function checkLoginId(raw: string): CheckedLoginId {
  const value = raw.trim().normalize('NFC');
  if (!value) return { ok: false, message: EMPTY_LOGIN_ID };
  if (HAS_INVISIBLE.test(value)) return { ok: false, message: INVISIBLE_IN_LOGIN_ID };
  return { ok: true, value };
}

/** The login id as stored, or a 400 naming `field` and the reason. */
export function normaliseLoginId(raw: string, field = 'loginId'): string {
  const checked = checkLoginId(raw);
  if (!checked.ok) throw badRequest(`${field}: ${checked.message}`);
  return checked.value;
}

/** A login id in a request body or a seed: normalised, or an issue at its path. */
export const LoginId = z.string().transform((raw, ctx) => {
  const checked = checkLoginId(raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

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
