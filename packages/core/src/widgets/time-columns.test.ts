import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUTS } from '../layout';
import { searchLocal } from './local-search';
import { sortFieldOf, timeCell } from './time-columns';

const AT = Date.UTC(2026, 10, 20, 13, 40, 25);

describe('time columns', () => {
  it('sort by the time itself, other columns by their path', () => {
    expect(sortFieldOf('expireTimeFormatted')).toBe('expireTime');
    expect(sortFieldOf('createdTimeFormatted')).toBe('createdTime');
    expect(sortFieldOf('occurredFormatted')).toBe('occurred');
    expect(sortFieldOf('createdTime')).toBe('createdTime');
    expect(sortFieldOf('name')).toBe('name');
    expect(sortFieldOf('customAttributes.x')).toBe('customAttributes.x');
  });

  it('orders by time, not by the formatted text', () => {
    const rows = [{ createdTime: 1_000_000_000 }, { createdTime: 200_000_000 }];
    const sorted = searchLocal(rows, { sort: [{ field: sortFieldOf('createdTimeFormatted') }] });
    expect(sorted.map((row) => row.createdTime)).toEqual([200_000_000, 1_000_000_000]);
  });

  it('shows a short date, the full date and time for a tooltip', () => {
    const cell = timeCell('createdTimeFormatted', { createdTime: AT / 1000 })!;
    expect(cell.full).toBe(new Date(AT).toLocaleString());
    expect(cell.text).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(AT));
    expect(cell.text.length).toBeLessThan(cell.full.length);
    expect(cell.iso).toBe(new Date(AT).toISOString());
  });

  it('shows the audit time to the minute, never cut mid-time', () => {
    const cell = timeCell('occurredFormatted', { occurred: String(AT) })!;
    expect(cell.text).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(AT),
    );
    expect(timeCell('occurredFormatted', {})).toEqual({ text: 'N/A', full: 'N/A' });
  });

  it("says 'Never' for a key without expiry, nothing for a missing creation time", () => {
    expect(timeCell('expireTimeFormatted', { expireTime: 0 })?.text).toBe('Never');
    expect(timeCell('expireTimeFormatted', {})?.text).toBe('Never');
    expect(timeCell('createdTimeFormatted', {})?.text).toBe('');
    expect(timeCell('name', { name: 'x' })).toBeUndefined();
  });

  it('the built-in layouts let every time column be sorted', () => {
    const columns = [
      ...DEFAULT_LAYOUTS['access-key-management-widget'].root.columns,
      ...DEFAULT_LAYOUTS['audit-management-widget'].root.columns,
      ...DEFAULT_LAYOUTS['user-management-widget'].root.columns,
    ];
    const times = columns.filter((column) => sortFieldOf(column.field) !== column.field);
    expect(times.map((column) => column.label)).toEqual(['Expires', 'Created', 'Time']);
    for (const column of times) expect(column.sortable).toBe(true);
  });
});
