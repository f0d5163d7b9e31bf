import type { AuditEvent } from '../../../schemas';
import { csvLine } from './csv';

// The export's columns: every field of an event, by the name the API gives it, so that a
// script reading the file reads what the API documents. Lists are joined with '; ' (a comma
// would only add quotes), the time is ISO 8601 in UTC, and `data` stays JSON.

const list = (values: readonly string[] | undefined) => (values ?? []).join('; ');

/** ISO 8601 in UTC for a readable `occurred` (number or numeric text), else as given. */
function isoTime(occurred: AuditEvent['occurred']): string {
  const ms = Number(occurred);
  return occurred !== undefined && occurred !== '' && Number.isFinite(ms)
    ? new Date(ms).toISOString()
    : String(occurred ?? '');
}

const COLUMNS: ReadonlyArray<readonly [string, (event: AuditEvent) => string]> = [
  ['occurred', (e) => isoTime(e.occurred)],
  ['action', (e) => e.action ?? ''],
  ['type', (e) => e.type ?? ''],
  ['actorId', (e) => e.actorId ?? ''],
  ['userId', (e) => e.userId ?? ''],
  ['externalIds', (e) => list(e.externalIds)],
  ['method', (e) => e.method ?? ''],
  ['device', (e) => e.device ?? ''],
  ['geo', (e) => e.geo ?? ''],
  ['remoteAddress', (e) => e.remoteAddress ?? ''],
  ['tenants', (e) => list(e.tenants)],
  ['id', (e) => e.id ?? ''],
  ['data', (e) => (e.data && Object.keys(e.data).length ? JSON.stringify(e.data) : '')],
];

/** The export's first line: the column names. */
export const auditCsvHeader = (): string => csvLine(COLUMNS.map(([name]) => name));

/** One event as one line of the export. */
export const auditCsvLine = (event: AuditEvent): string =>
  csvLine(COLUMNS.map(([, value]) => value(event)));
