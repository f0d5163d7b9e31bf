// What the server does with a search's `text` and `sort`, done in memory: the mock backends'
// search, and a list's answer from the rows it holds while the server's is on its way. It
// follows the server's rules (the emulator's, which follow the provider's), so that the
// server's answer, when it replaces a held one, moves nothing: free text is a case-blind
// "contains" over a row's text fields (lists and nested values walked), a sort compares numbers
// as numbers and everything else as lower-cased text, code point by code point, and rows with
// equal keys keep their order.
import type { SortEntry } from '../schemas';

export interface LocalQuery {
  text?: string;
  sort?: SortEntry[];
}

export interface LocalSearchOptions<T> {
  /** The values free text finds a row by; every field of the row when absent. */
  text?: (item: T) => unknown[];
}

/** The value at a dotted column path, e.g. `name` or `keyTenants.0.tenantId`, split. */
function valueAt(item: unknown, path: readonly string[]): unknown {
  let value: unknown = item;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Every text in a value, lists and nested values walked, added to `into`. */
function collectTexts(value: unknown, into: string[]): string[] {
  if (value === null || value === undefined) return into;
  if (typeof value !== 'object') into.push(String(value));
  else if (Array.isArray(value)) for (const each of value) collectTexts(each, into);
  else for (const key in value) collectTexts((value as Record<string, unknown>)[key], into);
  return into;
}

/** Every text in a value, lists and nested values walked. */
const texts = (value: unknown): string[] => collectTexts(value, []);

const sortKey = (value: unknown): number | string =>
  typeof value === 'number'
    ? value
    : typeof value === 'boolean'
      ? Number(value)
      : typeof value === 'string'
        ? value.toLowerCase()
        : texts(value).join(', ').toLowerCase();

// A text search runs over every row held (10 000 and more) at each pause in typing: each row's
// lower-cased text is worked out once per text function and kept while the row lives. Rows are
// never changed in place (a change replaces the row), so what is kept stays true.
const SEPARATOR = '\u0000';
const haystacks = new WeakMap<(item: never) => unknown[], WeakMap<object, string>>();

/** The row's texts, lower-cased and joined, for the text function `fields`. */
function haystack<T>(item: T, fields: (item: T) => unknown[]): string {
  const joined = () => texts(fields(item)).join(SEPARATOR).toLowerCase();
  if (item === null || typeof item !== 'object') return joined();
  const known = haystacks.get(fields) ?? new WeakMap<object, string>();
  haystacks.set(fields, known);
  const text = known.get(item) ?? joined();
  known.set(item, text);
  return text;
}

/** Filter by text, then sort by each entry (a row's sort keys computed once, not per comparison). */
export function searchLocal<T>(
  items: readonly T[],
  query: LocalQuery = {},
  options: LocalSearchOptions<T> = {},
): T[] {
  const needle = query.text?.trim().toLowerCase() ?? '';
  const { text: fields } = options;
  // A needle holding the separator could match across two texts: look at each text alone.
  const matches =
    fields && !needle.includes(SEPARATOR)
      ? (item: T) => haystack(item, fields).includes(needle)
      : (item: T) =>
          texts(fields ? fields(item) : Object.values(item as object)).some((t) =>
            t.toLowerCase().includes(needle),
          );
  const found = needle ? items.filter(matches) : [...items];
  const sort = query.sort ?? [];
  if (!sort.length) return found;
  const paths = sort.map(({ field }) => field.split('.'));
  const keys = found.map((item) => paths.map((path) => sortKey(valueAt(item, path))));
  const order = found.map((_, index) => index);
  order.sort((a, b) => {
    for (let i = 0; i < paths.length; i++) {
      const left = keys[a]?.[i] ?? '';
      const right = keys[b]?.[i] ?? '';
      const result =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left) < String(right)
            ? -1
            : String(left) > String(right)
              ? 1
              : 0;
      if (result) return sort[i]?.desc ? -result : result;
    }
    return a - b;
  });
  return order.map((index) => found[index] as T);
}
