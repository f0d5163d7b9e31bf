import * as z from 'zod/mini';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas an app does not use (scripts/size.mjs measures createClient alone).

// Responses are loose objects: the provider adds fields over time, and dropping what we do
// not know would lose data for callers. Requests we build ourselves are typed by TypeScript.
export const str = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string());
export const num = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number());
export const bool = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean());
export const strList = /* @__PURE__ */ z.optional(
  /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
);
/**
 * A JSON object whose every value `value` checks: zod's record, built as an object whose
 * catch-all checks each key. For parsed JSON the two accept and reject the same documents
 * (keys are strings, arrays and null are refused, `__proto__` is dropped), and the object kind
 * is in every bundle already, while the record kind would add about 0.45 KB gzip to each.
 */
export const recordOf = <T extends z.core.SomeType>(value: T) =>
  /* @__PURE__ */ z.catchall(/* @__PURE__ */ z.object({}), value);
export const anyRecord = /* @__PURE__ */ recordOf(/* @__PURE__ */ z.unknown());

/** A response whose payload the spec does not show: any JSON object. */
export const AnyObject = /* @__PURE__ */ z.looseObject({});

/** Sort entry as the provider takes it: `{field, desc}`. */
export const SortEntry = /* @__PURE__ */ z.object({
  field: /* @__PURE__ */ z.string(),
  desc: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type SortEntry = z.infer<typeof SortEntry>;

export const ErrorBody = /* @__PURE__ */ z.looseObject({
  errorCode: str,
  errorDescription: str,
  errorMessage: str,
});
export type ErrorBody = z.infer<typeof ErrorBody>;
