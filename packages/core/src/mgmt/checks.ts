import { checkNonEmpty } from '../validation/checks';

/** Batch calls with nothing to act on are caller bugs, so they throw like the other checks. */
export function checkList(name: string, value: unknown): asserts value is string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new TypeError(`"${name}" must be a non-empty list`);
  }
  for (const [index, item] of value.entries()) checkNonEmpty(`${name}[${index}]`, item);
}

export function checkOneOf<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): asserts value is T {
  if (!allowed.includes(value as T)) {
    throw new TypeError(`"${name}" must be one of ${allowed.join(', ')}`);
  }
}
