// The mock backends' search: what the server does with `text` and `sort`, done in memory.
import type { SortEntry } from '../schemas';

export interface LocalQuery {
  text?: string;
  sort?: SortEntry[];
}

type Item = Record<string, unknown>;

/** The value at a dotted column path, e.g. `name` or `keyTenants.0.tenantId`. */
function valueAt(item: unknown, path: string): unknown {
  let value: unknown = item;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Item)[part];
  }
  return value;
}

function matches(item: object, text: string): boolean {
  const needle = text.toLowerCase();
  const values = Object.values(item).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(needle),
  );
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Filter by text (any text or number field, case-insensitive), then sort by each entry. */
export function searchLocal<T extends object>(items: readonly T[], query: LocalQuery = {}): T[] {
  const text = query.text?.trim() ?? '';
  const found = text ? items.filter((item) => matches(item, text)) : [...items];
  const sort = query.sort ?? [];
  return found.sort((a, b) => {
    for (const { field, desc } of sort) {
      const order = compare(valueAt(a, field), valueAt(b, field));
      if (order !== 0) return desc ? -order : order;
    }
    return 0;
  });
}
