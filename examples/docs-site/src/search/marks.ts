// The matched terms of a search hit, marked. The text comes out as segments for React to
// render (a <mark> for each marked one), never as HTML: the indexed text is shown as text.

/** A piece of a title or a passage; `marked` when a search term matched it. */
export interface Segment {
  text: string;
  marked: boolean;
}

/** lunr's match data: for each matched term, per field, the [start, length] of each match. */
export type MatchData = Record<string, Record<string, { position?: number[][] } | undefined>>;

/** Where the terms matched in `field`, in order, without overlaps. */
export function matchesIn(metadata: MatchData, field: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const fields of Object.values(metadata)) {
    for (const [start, length] of fields[field]?.position ?? []) {
      if (start !== undefined && length !== undefined) found.push([start, length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  return found.filter(([start], i) => {
    const previous = found[i - 1];
    return !previous || start >= previous[0] + previous[1];
  });
}

/** Where any of `tokens` (lower case) occurs in `text`, for a text lunr did not match itself. */
export function occurrencesIn(text: string, tokens: string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const found: Array<[number, number]> = [];
  for (const token of tokens) {
    if (!token) continue;
    for (let at = lower.indexOf(token); at !== -1; at = lower.indexOf(token, at + token.length)) {
      found.push([at, token.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  return found.filter(([start], i) => {
    const previous = found[i - 1];
    return !previous || start >= previous[0] + previous[1];
  });
}

/**
 * The part of `text` to show, about `maxLength` characters around the first match, cut at
 * spaces: [from, to).
 */
function windowOf(text: string, first: [number, number] | undefined, maxLength: number) {
  if (text.length <= maxLength) return { from: 0, to: text.length };
  const at = first?.[0] ?? 0;
  const matchEnd = first ? first[0] + first[1] : 0;
  // A third of the room before the match, the rest after it.
  let from = Math.max(0, Math.min(at - Math.floor(maxLength / 3), text.length - maxLength));
  let to = Math.min(text.length, from + maxLength);
  const space = text.indexOf(' ', from);
  if (from > 0 && space !== -1 && space < at) from = space + 1;
  const lastSpace = text.lastIndexOf(' ', to);
  if (to < text.length && lastSpace > matchEnd) to = lastSpace;
  return { from, to };
}

/**
 * A match narrowed to its word: lunr's positions are those of whitespace-separated tokens, so
 * they take the punctuation next to a word with it ("Snowflake;").
 */
function wordOf(text: string, [start, length]: [number, number]): [number, number] {
  const piece = text.slice(start, start + length);
  const lead = piece.search(/[\p{L}\p{N}]/u);
  if (lead === -1) return [start, length];
  const trail = /[^\p{L}\p{N}]*$/u.exec(piece)?.[0].length ?? 0;
  return [start + lead, length - lead - trail];
}

/**
 * `text` with the matches marked, cut to about `maxLength` characters around the first match
 * (an ellipsis says where it was cut).
 */
export function markMatches(
  text: string,
  matches: Array<[number, number]>,
  maxLength = Number.POSITIVE_INFINITY,
): Segment[] {
  const { from, to } = windowOf(text, matches[0], maxLength);
  const segments: Segment[] = [];
  const push = (piece: string, marked: boolean) => {
    if (piece) segments.push({ text: piece, marked });
  };
  if (from > 0) push('… ', false);
  let cursor = from;
  for (const match of matches) {
    const [start, length] = wordOf(text, match);
    const end = Math.min(start + length, to);
    if (start < cursor || start >= to) continue;
    push(text.slice(cursor, start), false);
    push(text.slice(start, end), true);
    cursor = end;
  }
  push(text.slice(cursor, to), false);
  if (to < text.length) push(' …', false);
  return segments;
}
