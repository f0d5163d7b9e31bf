// What the emulator accepts from a request, in one place: the request-limits middleware
// enforces the body limits before any handler runs, and any later JSON validator reuses them.

/**
 * Largest request body, in bytes. The provider's API takes small JSON documents: a WebAuthn
 * response or a batch of users is a few KiB, so 1 MiB leaves a wide margin while a hostile
 * client can no longer make the emulator buffer and store megabytes per request.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Deepest nesting of objects and arrays in a JSON body (the top-level value is level 1). Real
 * bodies reach about 6 (a flow input holding a WebAuthn response). Far deeper values parse,
 * but serialising them again (in a response or an export) overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Longest fault path pattern: more than any route needs, so matching stays cheap. */
export const MAX_FAULT_PATTERN_LENGTH = 512;

/** Longest directory an export request may name below the export directory. */
export const MAX_EXPORT_DIR_LENGTH = 255;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `max`. One pass over the text with a
 * counter (no recursion, no parse), so that any depth costs linear time and no stack; brackets
 * inside strings do not count. Text that is not JSON gives some answer and fails its parse.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if ((char === CLOSE_BRACE || char === CLOSE_BRACKET) && depth > 0) {
      depth--;
    }
  }
  return false;
}
