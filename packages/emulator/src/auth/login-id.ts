import { z } from 'zod';
import { badRequest } from '../http/errors';
import { INVISIBLE, loginIdKey, loginIdSkeleton } from '../state/login-key';

// Login ids are how people are told apart, so two that read the same must be the same id.
// Every login id that enters (auth and management bodies, flow inputs, the emulated
// identity provider pages, the seed) is trimmed and NFC-normalised, and refused when it
// holds a character that does not show: controls (Cc: NUL, escapes), format characters
// (Cf: zero-width spaces and joiners, bidi marks and overrides), line and paragraph
// separators, lone surrogates, and the rest of Unicode's default-ignorable characters
// (Hangul fillers, variation selectors...). Without this, `admin@acme.test` followed by a
// zero-width space, or spelt with a decomposed letter, is a second account that looks like
// the first.

const HAS_INVISIBLE = new RegExp(`[${INVISIBLE}]`, 'u');

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

export { loginIdKey, loginIdSkeleton };
