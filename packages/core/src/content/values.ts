import type { ContentValueCheck } from './vocabulary';

/** The longest `st-*` or `style` value kept: a CSS value, not a style sheet. */
export const MAX_CSS_VALUE_CHARS = 200;

/** Characters that end a declaration or a rule, open markup, or escape (and so hide) a name. */
const CSS_BREAKOUT = /[;{}<>\\]/;
/** Functions that fetch (`url`, `image-set`, ...) or run (`expression`) something. */
const CSS_LOADS = /(?:url|src|image|image-set|cross-fade|element|paint|expression)\s*\(/i;
const CSS_SPACES = [0x09, 0x0a, 0x0c, 0x0d];

/** Control characters (other than `allowed`): never part of a value a person wrote. */
function hasControl(value: string, allowed: readonly number[]): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(code)) return true;
  }
  return false;
}

/** Without the spaces and control characters at either end, as the URL parser reads it. */
function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}

/** One CSS value, as `st-*` attributes and `style` hold them. */
export function isSafeCssValue(value: string): boolean {
  return (
    value.length <= MAX_CSS_VALUE_CHARS &&
    !CSS_BREAKOUT.test(value) &&
    !CSS_LOADS.test(value) &&
    !hasControl(value, CSS_SPACES)
  );
}

const SAFE_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'otpauth'];
/** Inline images a `src` may carry (base64 only: no markup to parse in the URL itself). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]*$/i;
/** A scheme as the URL parser reads one: a letter, then letters, digits, `+`, `-`, `.`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A URL safe to follow or load. The browser's URL parser ignores tabs and newlines anywhere
 * and spaces and controls at the ends (`java\tscript:` is `javascript:`), so the scheme is read
 * the same way; any other control character refuses the URL. No scheme means a relative path.
 */
export function isSafeContentUrl(value: string, allowDataImage: boolean): boolean {
  const url = trimControls(value.replace(/[\t\n\r]/g, ''));
  if (hasControl(url, [])) return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (SAFE_SCHEMES.includes(scheme)) return true;
  return allowDataImage && DATA_IMAGE.test(url);
}

/** Whether `value` passes `check`. */
export function passes(check: ContentValueCheck, value: string): boolean {
  if (typeof check !== 'string') return check.includes(value.trim().toLowerCase());
  if (check === 'href') return isSafeContentUrl(value, false);
  if (check === 'src') return isSafeContentUrl(value, true);
  if (check === 'css') return isSafeCssValue(value);
  return true;
}
