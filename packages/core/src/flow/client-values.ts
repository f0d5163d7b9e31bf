// The values a host hands the flow (the start options' `client`, as the provider's component
// takes them): a JSON object. An element attribute carries them as text; this is the one rule
// for reading that text, so that a typo is reported rather than sent or silently dropped.

export const CLIENT_VALUES_ERROR = 'client must be a JSON object';

/** The object in `text`; `undefined` for no text; an error message for anything else. */
export function readClientValues(
  text: string | null | undefined,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; message: string } {
  if (!text?.trim()) return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // Not JSON: reported below like any other value that is not an object.
  }
  return { ok: false, message: CLIENT_VALUES_ERROR };
}
