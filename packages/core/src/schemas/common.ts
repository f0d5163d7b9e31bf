import * as z from 'zod/mini';

// Responses are loose objects: the provider adds fields over time, and dropping what we do
// not know would lose data for callers. Requests we build ourselves are typed by TypeScript.
export const str = z.optional(z.string());
export const num = z.optional(z.number());
export const bool = z.optional(z.boolean());
export const strList = z.optional(z.array(z.string()));
export const anyRecord = z.record(z.string(), z.unknown());

/** A response whose payload the spec does not show: any JSON object. */
export const AnyObject = z.looseObject({});

/** Sort entry as the provider takes it: `{field, desc}`. */
export const SortEntry = z.object({ field: z.string(), desc: z.optional(z.boolean()) });
export type SortEntry = z.infer<typeof SortEntry>;

export const ErrorBody = z.looseObject({
  errorCode: str,
  errorDescription: str,
  errorMessage: str,
});
export type ErrorBody = z.infer<typeof ErrorBody>;
