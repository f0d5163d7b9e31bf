import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../http/result';
import { AUDIT_RANGES } from '../../layout/audit-ranges';
import { capture } from '../../test/msw';
import {
  fakeTimers,
  SERVER_MESSAGE,
  serverError,
  spyFetch,
  TENANT,
  testMgmt,
} from '../../test/widgets';
import { DEBOUNCE_MS } from '../search';
import type { AuditBackend } from './backend';
import { occurredFormatted } from './format';
import { mockAuditEvents } from './mock';
import { auditFrom } from './ranges';
import { createAuditStore } from './store';

const NOW = Date.UTC(2024, 0, 1);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const EVENT = { id: 'A1', action: 'LoginSucceed', occurred: NOW - HOUR };

function fakeBackend() {
  const search = vi.fn(async () => ok({ audits: [EVENT], total: 1 }));
  const backend: AuditBackend = { audit: { search } };
  return { search, store: createAuditStore({ mgmt: backend, now: () => NOW }) };
}

describe('audit store', () => {
  afterEach(() => vi.useRealTimers());

  it('has the eight ranges, spelled as the spec spells them', () => {
    expect(AUDIT_RANGES).toEqual({
      minuets15: 15 * MIN,
      hour: HOUR,
      hour6: 6 * HOUR,
      day: DAY,
      day3: 3 * DAY,
      week: 7 * DAY,
      week2: 14 * DAY,
      month: 30 * DAY,
    });
    expect(auditFrom('week', NOW)).toBe(NOW - 7 * DAY);
  });

  // Spec 000 §4 had the widget wait for the user; issue 24 changed that: the selector shows
  // "Last day" chosen, so the list shows the last day as soon as the widget opens.
  it('loads the selected range (the last day) on load', async () => {
    const { store, search } = fakeBackend();
    await store.load();
    expect(search).toHaveBeenCalledTimes(1);
    expect((search.mock.calls[0] as unknown[] | undefined)?.[0]).toEqual({
      text: '',
      sort: [],
      from: NOW - DAY,
    });
    expect(store.$status.get()).toBe('ready');
    expect(store.$events.get().map((e) => e.id)).toEqual(['A1']);
    expect(store.$range.get()).toBe('day');
    const real = createAuditStore({ mgmt: testMgmt(), now: () => NOW });
    const seen = capture('post', '/v1/mgmt/audit/search', { audits: [EVENT], total: 1 });
    await real.load();
    expect(seen[0]?.body).toMatchObject({ text: '', from: NOW - DAY });
    expect(real.$ops.get()).toEqual({ search: { loading: false } });
  });

  it('says whether the range holds no events or the search matched none', async () => {
    const store = createAuditStore({ mock: true, now: () => NOW });
    await store.load();
    expect(store.$emptyText.get()).toBe('No audit events in this time range');
    store.search('  Auditor ');
    expect(store.$emptyText.get()).toBe('No audit events match “Auditor” in this time range');
    store.search('');
    expect(store.$emptyText.get()).toBe('No audit events in this time range');
  });

  it.each(Object.entries(AUDIT_RANGES))(
    'sends from = now - %s on the wire (fake Date)',
    async (range, ms) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      const store = createAuditStore({ mgmt: testMgmt() });
      const seen = capture('post', '/v1/mgmt/audit/search', { audits: [EVENT], total: 1 });
      store.setRange(range as keyof typeof AUDIT_RANGES);
      await store.searchNow();
      expect(seen).toHaveLength(1);
      expect(seen[0]?.query).toEqual({ tenant: TENANT });
      expect(seen[0]?.body).toEqual({ limit: 10000, page: 0, text: '', sort: [], from: NOW - ms });
      store.destroy();
    },
  );

  it('uses the default day range and shows occurred locally', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const store = createAuditStore({ mgmt: testMgmt() });
    const seen = capture('post', '/v1/mgmt/audit/search', {
      audits: [EVENT, { id: 'A2' }, { id: 'A3', occurred: String(NOW) }],
    });
    await store.searchNow();
    expect(seen[0]?.body).toMatchObject({ from: NOW - DAY });
    expect(store.$events.get().map((e) => e.occurredFormatted)).toEqual([
      new Date(NOW - HOUR).toLocaleString(),
      'N/A',
      new Date(NOW).toLocaleString(),
    ]);
    expect(store.$ops.get()).toEqual({ search: { loading: false } });
  });

  it("formats a missing or unreadable occurred as 'N/A'", () => {
    expect(occurredFormatted(undefined)).toBe('N/A');
    expect(occurredFormatted('')).toBe('N/A');
    expect(occurredFormatted('soon')).toBe('N/A');
    expect(occurredFormatted(NOW)).toBe(new Date(NOW).toLocaleString());
  });

  it('keeps a failed search as an error state', async () => {
    const store = createAuditStore({ mgmt: testMgmt() });
    capture('post', '/v1/mgmt/audit/search', serverError, { status: 400 });
    await store.searchNow();
    expect(store.$ops.get().search).toMatchObject({
      loading: false,
      error: { message: SERVER_MESSAGE },
    });
  });

  it('debounces typing and the range selector into one search', async () => {
    fakeTimers();
    const { search, store } = fakeBackend();
    store.search('log');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    store.setRange('hour');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    store.search('login');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(store.$range.get()).toBe('hour');
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    // The search's first argument: its second is the early-rows watcher, once that has loaded.
    expect((search.mock.calls[0] as unknown[] | undefined)?.[0]).toEqual({
      text: 'login',
      sort: [],
      from: NOW - HOUR,
    });
    expect(store.$events.get().map((e) => e.id)).toEqual(['A1']);
  });

  it('debounces quick range changes into one search with the last range', async () => {
    fakeTimers();
    const { search, store } = fakeBackend();
    store.setRange('week');
    store.setRange('month');
    store.setRange('minuets15');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
    // The search's first argument: its second is the early-rows watcher, once that has loaded.
    expect((search.mock.calls[0] as unknown[] | undefined)?.[0]).toEqual({
      text: '',
      sort: [],
      from: NOW - 15 * MIN,
    });
  });

  it('selects rows, keeping only those still listed after a search', async () => {
    const { store } = fakeBackend();
    store.select(['A1', 'gone']);
    expect(store.$selection.get()).toEqual(['A1', 'gone']);
    await store.searchNow();
    expect(store.$selection.get()).toEqual(['A1']);
  });

  describe('mock mode', () => {
    it('generates 8 events', () => {
      expect(mockAuditEvents(NOW)).toHaveLength(8);
    });

    it('searches by range and text without any request or mgmt', async () => {
      const fetch = spyFetch();
      const store = createAuditStore({ mock: true, now: () => NOW });
      await store.load();
      expect(store.$events.get()).toHaveLength(8);
      store.setRange('hour');
      await store.searchNow();
      expect(store.$events.get().map((e) => e.id)).toEqual(['mock-audit-1']);
      store.setRange('day');
      store.search('LoginFailed');
      await store.searchNow();
      expect(store.$events.get().every((e) => e.action === 'LoginFailed')).toBe(true);
      expect(store.$events.get()).toHaveLength(2);
      expect(store.$events.get()[0]?.occurredFormatted).not.toBe('N/A');
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
