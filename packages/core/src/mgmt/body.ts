import type { SearchInput } from './types';

export const DEFAULT_LIMIT = 10_000;

/** A new object with only `keys` of `source`, so nothing a caller adds reaches the wire. */
export function pick<T extends object, K extends keyof T>(
  source: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked as Pick<T, K>;
}

/** The body every search shares: `{limit, page, text, sort}`. */
export function searchBody({ text, sort, page = 0, limit = DEFAULT_LIMIT }: SearchInput) {
  return {
    limit,
    page,
    text,
    sort: sort?.map(({ field, desc }) => ({ field, desc })),
  };
}
