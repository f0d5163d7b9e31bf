// Theme values come from the server and end up in a style attribute (and in server-rendered
// HTML). Each is checked against the shape its property needs, so no value can end its
// declaration, open a rule, fetch a URL or close the element: a value that does not fit is
// dropped and the built-in default holds.

/** What can never appear in a value, whatever its kind. */
const UNSAFE =
  /[;{}<>\\]|\/\*|url\s*\(|image-set\s*\(|expression\s*\(|@import|!important|[\p{Cc}]/iu;

/** Anything longer is not a colour, length or font list. */
const MAX_LENGTH = 200;

export const isSafeCssText = (value: string): boolean =>
  value.length <= MAX_LENGTH && !UNSAFE.test(value);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const KEYWORD = /^[a-z]+$/i;
// Colour functions with plain arguments only (numbers, units, `none`, commas, slashes).
const COLOR_FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+0-9.%a-z\s,/]*\)$/i;

/** A colour: `#hex`, a named colour or a colour function; else `undefined`. */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!isSafeCssText(text)) return undefined;
  return HEX.test(text) || KEYWORD.test(text) || COLOR_FUNCTION.test(text) ? text : undefined;
}

const LENGTH = /^(?:0|\d*\.?\d+(?:px|rem|em|%|pt|vh|vw|ch))$/;

/** A non-negative length: a number is pixels, a string a number with a unit; else `undefined`. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return isSafeCssText(text) && LENGTH.test(text) ? text : undefined;
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'blinkmacsystemfont',
]);
/** A family name: letters, digits, spaces, dots, hyphens and underscores. */
const FAMILY_NAME = /^[\p{L}\p{N} ._-]+$/u;

/**
 * A font-family list (a string with commas, or an array of names). Generic families stay
 * bare; every other name is quoted, so a name starting with a digit or holding spaces is
 * still one name. Any name of another shape drops the whole list.
 */
export function cssFontFamily(value: unknown): string | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return undefined;
    const name = part
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    if (!name) continue;
    if (!isSafeCssText(name) || !FAMILY_NAME.test(name)) return undefined;
    names.push(GENERIC_FAMILIES.has(name.toLowerCase()) ? name : `"${name}"`);
  }
  const list = names.join(', ');
  return names.length > 0 && list.length <= MAX_LENGTH ? list : undefined;
}

/**
 * A font stylesheet's URL when it may be loaded as `<link rel="stylesheet">`: https, or the
 * page's own origin. Never http elsewhere (mixed content, tampering), never data: or
 * javascript:, and never CSS text.
 */
export function stylesheetUrl(value: unknown, pageOrigin: string | undefined): string | undefined {
  if (typeof value !== 'string' || !value.trim() || /[\s"'<>\\]/.test(value.trim())) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value.trim(), pageOrigin === 'null' ? undefined : pageOrigin);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const sameOrigin = !!pageOrigin && pageOrigin !== 'null' && url.origin === pageOrigin;
  if (url.protocol === 'https:' || sameOrigin) return url.href;
  return undefined;
}
