/**
 * The one rule for where a reader goes back to after signing in. The server gate applies it
 * when it redirects to the sign-in page, and the sign-in page applies it again when it leaves,
 * since `?return=` arrives from the address bar and anyone can write it.
 */

/** Longer return paths are refused: no doc route comes near it. */
export const MAX_RETURN_PATH_LENGTH = 2048;

/** A throwaway origin to resolve against: a path that keeps it is same-origin relative. */
const DUMMY_ORIGIN = 'https://gate.invalid';

// C0 controls and DEL: URL parsing silently drops tabs and newlines, so `/\t/evil.test`
// would become `//evil.test` after the check. C1 controls have no place in a path either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Only a single leading '/' followed by something other than '/' or '\' (or nothing). */
const startsSameOrigin = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * `input` as a same-origin relative path (pathname, search and hash), or '/' when it is
 * anything else: absolute or protocol-relative URLs, backslashes, control characters, paths
 * longer than 2048 characters, or a path that would resolve to another origin.
 */
export function safeReturnPath(input: string | null | undefined): string {
  if (typeof input !== 'string' || input.length > MAX_RETURN_PATH_LENGTH) return '/';
  if (!startsSameOrigin(input) || input.includes('\\') || CONTROL.test(input)) return '/';
  let url: URL;
  try {
    url = new URL(input, DUMMY_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== DUMMY_ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can turn a harmless input into '//host' ('/.//evil.test' resolves to the
  // pathname '//evil.test'), which a browser would read as another origin: check the result too.
  return startsSameOrigin(path) && path.length <= MAX_RETURN_PATH_LENGTH ? path : '/';
}
