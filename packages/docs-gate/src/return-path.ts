// INTERIM COPY (theme helper): the server helper owns this file and its test; their version
// wins at merge. Kept to the contract's signature and rule so the sign-in page builds and
// its tests run before the merge.

const DUMMY_ORIGIN = 'https://gate.invalid';
const MAX_LENGTH = 2048;

/**
 * The one rule for return paths: only a same-origin relative path ('/docs/x?q#h'), else '/'.
 * Never '//host' or '/\host' (protocol-relative), no backslashes or control characters, at
 * most 2048 characters, and resolving it against a dummy origin must keep that origin.
 */
export function safeReturnPath(input: string | null | undefined): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH) return '/';
  if (!input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(input)) return '/';
  try {
    const url = new URL(input, DUMMY_ORIGIN);
    if (url.origin !== DUMMY_ORIGIN) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
