// The SDK's synchronous input checks. Their messages are fixed by the specification,
// so callers (and tests) can rely on the exact text. These are the only errors that
// are thrown rather than returned, because they are programming errors, not outcomes.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{3,14}$/;

export function checkString(name: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`"${name}" must be a string`);
}

export function checkNonEmpty(name: string, value: unknown): asserts value is string {
  checkString(name, value);
  if (value.length === 0) throw new TypeError(`"${name}" must not be empty`);
}

/** Token arguments may be omitted; when given they must be strings. */
export function checkOptionalString(name: string, value: unknown): void {
  if (value !== undefined) checkString(name, value);
}

export function checkEmail(name: string, value: unknown): asserts value is string {
  checkNonEmpty(name, value);
  if (!EMAIL.test(value)) throw new TypeError(`"${value}" is not a valid email`);
}

export function checkPhone(name: string, value: unknown): asserts value is string {
  checkNonEmpty(name, value);
  if (!PHONE.test(value)) throw new TypeError(`"${value}" is not a valid phone number`);
}

/** Shorthand for the many calls whose arguments must all be non-empty strings. */
export function checkAll(values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) checkNonEmpty(name, value);
}
