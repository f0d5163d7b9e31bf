import type { WidgetLayouts } from '../pages';
import { column, mainColumn } from './parts';

type AuditLayouts = WidgetLayouts['audit-management-widget'];

const auditLayouts = (): AuditLayouts => ({
  root: {
    title: 'Audit trail',
    searchPlaceholder: 'Search audit events',
    emptyText: 'No audit events in this time range',
    noMatchText: 'No audit events match “{text}” in this time range',
    columns: [
      mainColumn('occurredFormatted', 'Time', true, 190),
      mainColumn('action', 'Action', true, 160),
      mainColumn('actorId', 'Actor', true, 200),
      column('type', 'Type', true, 90),
      column('method', 'Method', true, 120),
      column('device', 'Device', true, 110),
      column('geo', 'Location', true, 100),
      column('remoteAddress', 'IP address', true, 140),
      column('externalIds', 'Login ids', false, 200),
    ],
    buttons: {},
    rangeLabel: 'Time range',
    rangeOptions: {
      minuets15: 'Last 15 minutes',
      hour: 'Last hour',
      hour6: 'Last 6 hours',
      day: 'Last day',
      day3: 'Last 3 days',
      week: 'Last week',
      week2: 'Last 2 weeks',
      month: 'Last month',
    },
  },
});

/** The audit widget's built-in page. Shared: copy before changing it. */
export const AUDIT_LAYOUTS: AuditLayouts = /* @__PURE__ */ auditLayouts();
