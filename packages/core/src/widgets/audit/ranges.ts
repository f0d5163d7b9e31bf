const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time-range selector's options in milliseconds (spec §9). `minuets15` is spelled as the
 * product spells it. A month is taken as 30 days: the spec says "1 month" without a length.
 */
export const AUDIT_RANGES = {
  minuets15: 15 * MINUTE_MS,
  hour: HOUR_MS,
  hour6: 6 * HOUR_MS,
  day: DAY_MS,
  day3: 3 * DAY_MS,
  week: 7 * DAY_MS,
  week2: 14 * DAY_MS,
  month: 30 * DAY_MS,
} as const;

export type AuditRange = keyof typeof AUDIT_RANGES;

/** The ranges in the selector's order (the layouts label each one). */
export const AUDIT_RANGE_KEYS = /* @__PURE__ */ Object.keys(AUDIT_RANGES) as [
  AuditRange,
  ...AuditRange[],
];

export const DEFAULT_AUDIT_RANGE: AuditRange = 'day';

/** The search's `from`: now minus the range, in epoch milliseconds (spec §9). */
export const auditFrom = (range: AuditRange, nowMs: number): number => nowMs - AUDIT_RANGES[range];
