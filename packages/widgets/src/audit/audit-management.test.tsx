import { DEBOUNCE_MS } from '@gatehouse/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, server } from '../test/msw';
import {
  answer,
  axeViolations,
  bodyRows,
  clickRow,
  liveProps,
  mockProps,
  SERVER_MESSAGE,
  serveLayouts,
  serverError,
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

describe('<AuditManagement> Export CSV', () => {
  /** The browser's download, as the export hands it over: the link's name and its Blob. */
  function catchDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const created = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
    });
    return files;
  }
  afterEach(() => vi.restoreAllMocks());

  it('exports every event of the search into a file named after the range, and says so', async () => {
    const files = catchDownloads();
    const { container } = render(<AuditManagement {...mockProps} />);
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(8));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const done = await screen.findByRole('status');
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}_to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0]!.blob.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(/^occurred,action,type,/);
    await vi.waitFor(() => expect(done.textContent).toBe(`Exported 8 events to ${files[0]?.name}`));
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the progress and a Cancel that stops the export and saves nothing', async () => {
    const files = catchDownloads();
    serveLayouts('audit-management-widget');
    // The first page comes at once; the second waits until the test lets it go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events = Array.from({ length: 5_000 }, (_, i) => ({
      id: `A${i}`,
      action: 'LoginSucceed',
    }));
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/audit/search`, async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        if (body.limit !== 5_000)
          return HttpResponse.json({ audits: events.slice(0, 1), total: 1 });
        if (body.page > 0) await held;
        return HttpResponse.json({ audits: events, total: 12_000 });
      }),
    );
    const { container } = render(<AuditManagement {...liveProps} />);
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const progress = await screen.findByRole('progressbar', { name: 'Export progress' });
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Exporting… 5,000 of 12,000 events'),
    );
    expect(progress.getAttribute('value')).toBe('5000');
    const cancel = screen.getByRole('button', { name: 'Cancel export' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(cancel);
    release();
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Export cancelled. Nothing was saved.'),
    );
    expect(files).toEqual([]);
  });

  it('says when a page fails, saves nothing, and exports again on request', async () => {
    const files = catchDownloads();
    serveLayouts('audit-management-widget');
    let fail = true;
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/audit/search`, async ({ request }) => {
        const body = (await request.json()) as { limit: number };
        if (body.limit === 5_000 && fail) return HttpResponse.json(serverError, { status: 500 });
        return HttpResponse.json({ audits: [{ id: 'A0', action: 'LoginSucceed' }], total: 1 });
      }),
    );
    render(<AuditManagement {...liveProps} />);
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The export stopped after 0 events: ${SERVER_MESSAGE}. Nothing was saved.`,
    );
    expect(files).toEqual([]);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Export again' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
  });
});
