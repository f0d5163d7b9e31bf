// Everything the writers put in a page passes through here: text and attribute values are
// escaped, so a label can never become markup, and a literal `{{` can never become one of
// the provider's placeholders (which the reader's side fills from the screen state).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` safe as HTML text or as a double-quoted attribute value. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * A zero-width space between two braces: the page shows the same text, and no `{{…}}`
 * placeholder can be made of braces the text happened to hold.
 */
const ZWSP = '\u200b';

/** `value` with every pair of braces broken (`{{` and `}}` never survive). */
export const breakBraces = (value: string): string =>
  value.replace(/\{(?=\{)/g, `{${ZWSP}`).replace(/\}(?=\})/g, `}${ZWSP}`);

/**
 * A flow screen's text in the provider's placeholders: Gatehouse's `{name}` (a form value)
 * becomes `{{form.name}}`; any other brace pair is broken, so that only these are placeholders.
 */
export const providerPlaceholders = (value: string): string =>
  value.replace(/\{(\w+)\}|\{(?=\{)|\}(?=\})/g, (whole, name: string | undefined) =>
    name ? `{{form.${name}}}` : `${whole}${ZWSP}`,
  );

/**
 * An address fit for `href` (or `src` with `image`): http(s), mailto, otpauth, a relative
 * path, and for images a base64 data image; anything else (javascript:, data: pages) is not
 * written at all.
 */
export function safeUrl(value: string, { image = false } = {}): string | undefined {
  const trimmed = value.trim();
  if (image && /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/i.test(trimmed)) return trimmed;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return /[\s\\]|^\/\//.test(trimmed) ? undefined : trimmed;
  return ['http', 'https', 'mailto', 'otpauth'].includes(scheme) ? trimmed : undefined;
}
