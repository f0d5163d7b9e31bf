/**
 * Whether `text` matches `pattern`, where `*` stands for any run of characters (none too) and
 * every other character for itself. No regular expression: the literal parts are found left
 * to right, each at its first place after the previous one. Taking the first place is never
 * wrong (a later one leaves less room for the rest), so nothing is retried and a hostile
 * pattern costs at most one scan of `text` per literal part, never a backtracking search.
 */
export function matchesWildcard(pattern: string, text: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === text;
  const head = parts[0]!;
  const tail = parts.at(-1)!;
  // The head and the tail may not overlap: each needs its own characters.
  if (text.length < head.length + tail.length) return false;
  if (!text.startsWith(head) || !text.endsWith(tail)) return false;
  const end = text.length - tail.length;
  let at = head.length;
  for (const part of parts.slice(1, -1)) {
    if (!part) continue;
    const found = text.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}
