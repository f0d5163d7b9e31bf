import { DEBOUNCE_MS } from '@gatehouse/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  axeViolations,
  bodyRows,
  clickRow,
  liveProps,
  mockProps,
  serveLayouts,
  spyFetch,
} from '../test/widgets';
import { AuditManagement } from './audit-management';

const NOW = Date.UTC(2024, 0, 1, 12);
const HOUR = 3_600_000;

describe('<AuditManagement> in mock mode', () => {
  afterEach(() => vi.useRealTimers());

  // Spec 000 had the widget wait for the user; issue 24 changed that: the range it shows
  // selected ("Last day") is listed when it opens.
  it('lists the selected range on open, and says when a search matches nothing', async () => {
    const fetch = spyFetch();
    const { container } = render(<AuditManagement {...mockProps} />);
    const region = await screen.findByRole('region', { name: 'Audit trail' });
    // The mock's eight events are two hours apart, the first now: all within the day.
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(8));
    expect(within(region).getByRole('grid')).toBeTruthy();
    const range = screen.getByLabelText('Time range') as HTMLSelectElement;
    expect(range.value).toBe('day');
    expect([...range.options].map((o) => o.textContent)).toEqual([
      'Last 15 minutes',
      'Last hour',
      'Last 6 hours',
      'Last day',
      'Last 3 days',
      'Last week',
      'Last 2 weeks',
      'Last month',
    ]);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Auditor' } });
    expect(
      await screen.findByText('No audit events match “Auditor” in this time range'),
    ).toBeTruthy();
    expect(screen.queryByText('No audit events in this time range')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns quick range changes into one debounced search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const fetch = spyFetch();
    render(<AuditManagement {...mockProps} />);
    // The built-in layouts and the mock load on demand, as modules: in real time.
    const range = await vi.waitFor(() => screen.getByLabelText('Time range'));
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(8));
    fireEvent.change(range, { target: { value: 'week' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    });
    fireEvent.change(range, { target: { value: 'hour' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    });
    expect(bodyRows()).toHaveLength(8);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // The mock's events are two hours apart, the first now: only it is within the hour.
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect((range as HTMLSelectElement).value).toBe('hour');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches once typing pauses and selects rows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<AuditManagement {...mockProps} />);
    // The built-in layouts and the mock load on demand, as modules: in real time.
    const search = await vi.waitFor(() => screen.getByRole('searchbox'));
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(8));
    fireEvent.change(search, { target: { value: 'LoginFailed' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    });
    expect(bodyRows()).toHaveLength(8);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(2));
    vi.useRealTimers();
    await clickRow('LoginFailed');
    expect(bodyRows().filter((r) => r.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });
});

describe('<AuditManagement> against the server', () => {
  afterEach(() => vi.useRealTimers());

  it('searches the last day on open, then once more with from when the range changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    serveLayouts('audit-management-widget');
    const seen = answer('post', '/v1/mgmt/audit/search', {
      audits: [{ id: 'A1', action: 'LoginSucceed', occurred: NOW - HOUR }],
    });
    render(<AuditManagement {...liveProps} />);
    const range = await screen.findByLabelText('Time range');
    expect(await screen.findByText('LoginSucceed')).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ text: '', from: NOW - 24 * HOUR });
    fireEvent.change(range, { target: { value: 'hour6' } });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    const { from, ...rest } = (seen[1]?.body ?? {}) as { from: number };
    expect(rest).toEqual({ limit: 10000, page: 0, text: '', sort: [] });
    // Six hours before the moment the debounced search went out.
    expect(from - (NOW - 6 * HOUR)).toBeGreaterThanOrEqual(0);
    expect(from - (NOW - 6 * HOUR)).toBeLessThan(1000);
    expect(seen[1]?.headers.get('x-descope-widget-type')).toBe('audit-management-widget');
    expect(seen[1]?.headers.get('x-descope-widget-id')).toBe('w1');
    expect(seen[1]?.headers.get('x-descope-widget-version')).toBe('0.1.41');
  });
});
