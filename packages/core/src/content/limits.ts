// The limits of what the reader reads. Constants only (no imports): both parsers and the reader
// share them, and the tokenizer's chunk should carry nothing else of core.

/** The longest content read, in characters; a longer page fails `E_CONTENT_TOO_LARGE` unparsed. */
export const MAX_CONTENT_CHARS = 1_000_000;
/** The deepest element nesting read; deeper fails `E_CONTENT_TOO_DEEP`. */
export const MAX_CONTENT_DEPTH = 64;
