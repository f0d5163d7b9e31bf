import type { AuditEvent } from '../../schemas';

/** An audit event as the table shows it; the time is formatted when a cell shows it. */
export type AuditRow = AuditEvent & { readonly occurredFormatted: string };

/** The local date and time of `occurred` (epoch ms, number or numeric text), or 'N/A'. */
export function occurredFormatted(occurred: AuditEvent['occurred']): string {
  if (occurred === undefined || occurred === '') return 'N/A';
  const ms = Number(occurred);
  return Number.isFinite(ms) ? new Date(ms).toLocaleString() : 'N/A';
}

const ROW = {
  get occurredFormatted(): string {
    return occurredFormatted((this as unknown as AuditEvent).occurred);
  },
};

export const auditRow = (event: AuditEvent): AuditRow =>
  Object.assign(Object.create(ROW) as AuditRow, event);
