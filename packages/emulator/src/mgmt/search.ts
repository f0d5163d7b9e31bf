// One search for every management list: filters, free text, multi-key sort and paging, over
// the wire objects (so a sort field is the same path a widget column names).

export const MAX_LIMIT = 10_000;

export interface SearchParams {
  limit?: number;
  page?: number;
  text?: string;
  sort?: Array<{ field: string; desc?: boolean | null }>;
}

export type Filter<T> = ((item: T) => boolean) | undefined;

export interface SearchOptions<T> {
  /** The values a person would expect free text to find an item by. */
  text: (item: T) => unknown[];
  filters?: Filter<T>[];
  /** Used when the request names no sort. */
  defaultSort?: SearchParams['sort'];
  /** The value a sort field names; a dotted path into the item by default. */
  sortValue?: (item: T, field: string) => unknown;
}

/** The value at a dotted path (`customAttributes.department`), or undefined. */
export function valueAt(item: unknown, path: string): unknown {
  let current = item;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Strings of a value, arrays and nested objects flattened. */
function strings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object') return Object.values(value).flatMap(strings);
  return [String(value)];
}

function sortKey(value: unknown): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.toLowerCase();
  return strings(value).join(', ').toLowerCase();
}

/**
 * Whether any string in a value (arrays and nested objects walked) contains `needle`.
 * Walks in place: building the flattened list per item was the cost of a text search.
 */
function containsText(value: unknown, needle: string): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (Array.isArray(value)) return value.some((entry) => containsText(entry, needle));
  if (typeof value === 'object')
    return Object.values(value).some((entry) => containsText(entry, needle));
  return String(value).toLowerCase().includes(needle);
}

// Keys are already lower-cased, so a code-point comparison gives a stable, case-blind order.
// Locale-aware collation cost most of a search over thousands of users, and an emulator's
// lists need a deterministic order, not a dictionary one.
function compare(left: number | string, right: number | string): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const a = String(left);
  const b = String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A filter that keeps items with at least one of `wanted` among `values(item)`, compared
 * case-insensitively; no filter at all when nothing is wanted (an empty list means "any").
 */
export function anyOf<T>(
  wanted: readonly unknown[] | undefined,
  values: (item: T) => readonly unknown[],
): Filter<T> {
  if (!wanted?.length) return undefined;
  const norm = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
  const set = new Set(wanted.map(norm));
  return (item) => values(item).some((value) => set.has(norm(value)));
}

export function search<T>(
  items: readonly T[],
  params: SearchParams,
  options: SearchOptions<T>,
): { items: T[]; total: number } {
  const needle = params.text?.trim().toLowerCase() ?? '';
  const filters = (options.filters ?? []).filter((f): f is (item: T) => boolean => !!f);
  let matched = items.filter(
    (item) =>
      filters.every((keep) => keep(item)) && (!needle || containsText(options.text(item), needle)),
  );
  const sort = params.sort?.length ? params.sort : (options.defaultSort ?? []);
  if (sort.length) {
    // Each item's keys are computed once, not once per comparison. Array#sort is stable,
    // so equal keys keep the store's order.
    const decorated = matched.map((item) => ({
      item,
      keys: sort.map(({ field }) => sortKey((options.sortValue ?? valueAt)(item, field))),
    }));
    decorated.sort((a, b) => {
      for (let i = 0; i < sort.length; i++) {
        const order = compare(a.keys[i] ?? '', b.keys[i] ?? '');
        if (order) return sort[i]?.desc ? -order : order;
      }
      return 0;
    });
    matched = decorated.map(({ item }) => item);
  }
  const limit = params.limit ? Math.min(params.limit, MAX_LIMIT) : MAX_LIMIT;
  const start = (params.page ?? 0) * limit;
  return { items: matched.slice(start, start + limit), total: matched.length };
}
