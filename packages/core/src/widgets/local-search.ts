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

/** Every text in a value, lists and nested values walked. */
const texts = (value: unknown): string[] =>
  value === null || value === undefined
    ? []
    : typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [String(value)];

const sortKey = (value: unknown): number | string =>
  typeof value === 'number'
    ? value
    : typeof value === 'boolean'
      ? Number(value)
      : typeof value === 'string'
        ? value.toLowerCase()
        : texts(value).join(', ').toLowerCase();

/** Filter by text, then sort by each entry (a row's sort keys computed once, not per comparison). */
export function searchLocal<T>(
  items: readonly T[],
  query: LocalQuery = {},
  options: LocalSearchOptions<T> = {},
): T[] {
  const needle = query.text?.trim().toLowerCase() ?? '';
  const fields = options.text ?? ((item: T) => Object.values(item as object));
  const found = needle
    ? items.filter((item) => texts(fields(item)).some((t) => t.toLowerCase().includes(needle)))
    : [...items];
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
