import * as z from 'zod/mini';

// Responses are loose objects: the provider adds fields over time, and dropping what we do
// not know would lose data for callers. Requests we build ourselves are typed by TypeScript.
export const str = z.optional(z.string());
export const num = z.optional(z.number());
export const bool = z.optional(z.boolean());
export const strList = z.optional(z.array(z.string()));
/**
 * A JSON object whose every value `value` checks: zod's record, built as an object whose
 * catch-all checks each key. For parsed JSON the two accept and reject the same documents
 * (keys are strings, arrays and null are refused, `__proto__` is dropped), and the object kind
 * is in every bundle already, while the record kind would add about 0.45 KB gzip to each.
 */
export const recordOf = <T extends z.core.SomeType>(value: T) => z.catchall(z.object({}), value);
export const anyRecord = recordOf(z.unknown());

/** A response whose payload the spec does not show: any JSON object. */
export const AnyObject = z.looseObject({});

/** Sort entry as the provider takes it: `{field, desc}`. */
export const SortEntry = z.object({
  field: z.string(),
  desc: z.optional(z.boolean()),
});
export type SortEntry = z.infer<typeof SortEntry>;

export const ErrorBody = z.looseObject({
  errorCode: str,
  errorDescription: str,
  errorMessage: str,
});
export type ErrorBody = z.infer<typeof ErrorBody>;
