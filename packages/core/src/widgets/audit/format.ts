import type { AuditEvent } from '../../schemas';

/** An audit event as the table shows it. */
export type AuditRow = AuditEvent & { occurredFormatted: string };

/** The local date and time of `occurred` (epoch ms, number or numeric text), or 'N/A'. */
export function occurredFormatted(occurred: AuditEvent['occurred']): string {
  if (occurred === undefined || occurred === '') return 'N/A';
  const ms = Number(occurred);
  return Number.isFinite(ms) ? new Date(ms).toLocaleString() : 'N/A';
}

export const auditRow = (event: AuditEvent): AuditRow => ({
  ...event,
  occurredFormatted: occurredFormatted(event.occurred),
});
