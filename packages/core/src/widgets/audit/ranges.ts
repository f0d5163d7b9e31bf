import { AUDIT_RANGES, type AuditRange } from '../../layout/audit-ranges';

export const DEFAULT_AUDIT_RANGE: AuditRange = 'day';

/** The search's `from`: now minus the range, in epoch milliseconds (spec §9). */
export const auditFrom = (range: AuditRange, nowMs: number): number => nowMs - AUDIT_RANGES[range];
