import type { Messages } from '../../message';

/** The words of the audit widget's built-in layout (src/layout/defaults/audit.ts). */
export const LAYOUT_AUDIT_EN = {
  title: 'Audit trail',
  search: 'Search audit events',
  empty: 'No audit events in this time range',
  noMatch: 'No audit events match “{text}” in this time range',
  'column.occurredFormatted': 'Time',
  'column.action': 'Action',
  'column.actorId': 'Actor',
  'column.type': 'Type',
  'column.method': 'Method',
  'column.device': 'Device',
  'column.geo': 'Location',
  'column.remoteAddress': 'IP address',
  'column.externalIds': 'Login ids',
  range: 'Time range',
  'range.minuets15': 'Last 15 minutes',
  'range.hour': 'Last hour',
  'range.hour6': 'Last 6 hours',
  'range.day': 'Last day',
  'range.day3': 'Last 3 days',
  'range.week': 'Last week',
  'range.week2': 'Last 2 weeks',
  'range.month': 'Last month',
} satisfies Messages;
