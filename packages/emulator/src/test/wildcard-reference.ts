/**
 * Whether `text` matches the `*` pattern, by the textbook dynamic programme: slow and plainly
 * right, the reference the wildcard matcher is checked against.
 */
export function wildcardReference(pattern: string, text: string): boolean {
  // matches[j]: the pattern read so far matches text.slice(0, j).
  let matches = Array.from({ length: text.length + 1 }, (_, j) => j === 0);
  for (const char of pattern) {
    const next = new Array<boolean>(text.length + 1).fill(false);
    for (let j = 0; j <= text.length; j++) {
      if (char === '*') next[j] = matches[j]! || (j > 0 && next[j - 1]!);
      else next[j] = j > 0 && matches[j - 1]! && text[j - 1] === char;
    }
    matches = next;
  }
  return matches[text.length]!;
}
