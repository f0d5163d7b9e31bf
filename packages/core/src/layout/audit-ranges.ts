// Literals, not products of constants: a bundler keeps arithmetic on names at the top of a
// built file even when nothing uses the result.

/**
 * The audit widget's time ranges in milliseconds (spec §9): the layout names them (its
 * `rangeOptions` label each one) and the audit widget searches by them, so they live with
 * the layout, below the widget. `minuets15` is spelled as the product spells it. A month is
 * taken as 30 days: the spec says "1 month" without a length.
 */
export const AUDIT_RANGES = {
  minuets15: 900_000,
  hour: 3_600_000,
  hour6: 21_600_000,
  day: 86_400_000,
  day3: 259_200_000,
  week: 604_800_000,
  week2: 1_209_600_000,
  month: 2_592_000_000,
} as const;

export type AuditRange = keyof typeof AUDIT_RANGES;

/** The ranges in the selector's order (the layouts label each one). */
export const AUDIT_RANGE_KEYS = Object.keys(AUDIT_RANGES) as [AuditRange, ...AuditRange[]];
