import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE_URL, server } from '../../../test/msw';
import { serverError, testMgmt } from '../../../test/widgets';
import { auditFrom } from '../ranges';
import { createAuditStore } from '../store';
import { EXPORT_PAGE_SIZE, exporterOf } from './exporter';

// The audit's CSV export against the real store and client, an msw server that pages
// `count` events as the provider's search does (page, limit, from, to, total).

const NOW = Date.UTC(2026, 10, 27, 12);
const SECOND = 1_000;

interface Sent {
  page: number;
  limit: number;
  text: string;
  from: number;
  to: number;
}

function auditServer(count: number, fail?: { page: number }) {
  const sent: Sent[] = [];
  server.use(
    http.post(`${BASE_URL}/v1/mgmt/audit/search`, async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      if (fail && body.page === fail.page) return HttpResponse.json(serverError, { status: 500 });
      const start = body.page * body.limit;
      const audits = Array.from(
        { length: Math.max(0, Math.min(body.limit, count - start)) },
        (_, i) => ({
          id: `A${start + i}`,
          action: i % 7 === 0 ? '=HYPERLINK("x")' : 'LoginSucceed',
          occurred: NOW - (start + i) * SECOND,
          externalIds: ['ada@acme.test'],
        }),
      );
      return HttpResponse.json({ audits, total: count });
    }),
  );
  return sent;
}

async function exportingStore() {
  const saved: { blob: Blob; name: string }[] = [];
  const store = createAuditStore({
    mgmt: testMgmt(),
    now: () => NOW,
    saveFile: (blob, name) => saved.push({ blob, name }),
  });
  return { store, saved, exporter: store.exporter(exporterOf) };
}

/** The export's own requests: the list's debounced search may go out meanwhile, with its own limit. */
const exportPages = (sent: Sent[]) => sent.filter((body) => body.limit === EXPORT_PAGE_SIZE);

const lines = async (blob: Blob) => (await blob.text()).split('\r\n').filter(Boolean);

describe('the audit CSV export', () => {
  it('fetches every page of the current search and saves one file named after the range', async () => {
    const count = 2 * EXPORT_PAGE_SIZE + 1;
    const sent = auditServer(count);
    const { store, saved, exporter } = await exportingStore();
    store.search('login');
    store.setRange('week');
    await exporter.start();

    const pages = exportPages(sent);
    expect(pages.map((body) => body.page)).toEqual([0, 1, 2]);
    for (const body of pages) {
      expect(body).toMatchObject({
        text: 'login',
        limit: EXPORT_PAGE_SIZE,
        from: auditFrom('week', NOW),
        to: NOW,
      });
    }
    expect(saved).toHaveLength(1);
    const [file] = saved;
    const from = new Date(auditFrom('week', NOW));
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(file?.name).toBe(`audit-${day(from)}_to-${day(new Date(NOW))}.csv`);
    expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    const rows = await lines(file!.blob);
    expect(rows).toHaveLength(count + 1);
    expect(rows[0]?.startsWith('occurred,action,')).toBe(true);
    expect(rows[1]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(rows.at(-1)).toContain(`A${count - 1}`);
    expect(exporter.$state.get()).toMatchObject({
      status: 'done',
      rows: count,
      fileName: file?.name,
      text: `Exported 10,001 events to ${file?.name}`,
    });
  });

  it('reports progress as pages arrive, with the count the server gave', async () => {
    auditServer(EXPORT_PAGE_SIZE + 10);
    const { exporter } = await exportingStore();
    const seen: string[] = [];
    exporter.$state.listen((state) => {
      if (state.status === 'running') seen.push(state.text);
    });
    await exporter.start();
    expect(seen[0]).toBe('Exporting…');
    expect(seen).toContain('Exporting… 1,000 of 5,010 events');
    expect(seen.at(-1)).toBe('Exporting… 5,010 of 5,010 events');
  });

  it('stops on Cancel and saves nothing', async () => {
    const sent = auditServer(3 * EXPORT_PAGE_SIZE);
    const { saved, exporter } = await exportingStore();
    const stop = exporter.$state.listen((state) => {
      if (state.status === 'running' && state.done >= 2_000) exporter.cancel();
    });
    await exporter.start();
    stop();
    expect(exporter.$state.get()).toEqual({
      status: 'cancelled',
      text: 'Export cancelled. Nothing was saved.',
    });
    expect(saved).toEqual([]);
    expect(exportPages(sent).map((body) => body.page)).toEqual([0]);
  });

  it('says so when a page fails midway, and saves nothing', async () => {
    auditServer(3 * EXPORT_PAGE_SIZE, { page: 1 });
    const { saved, exporter } = await exportingStore();
    await exporter.start();
    expect(saved).toEqual([]);
    expect(exporter.$state.get()).toMatchObject({
      status: 'failed',
      error: { message: 'Bad: nope' },
      text: 'The export stopped after 5,000 events: Bad: nope. Nothing was saved.',
    });
    // Asked again, it starts over and finishes.
    auditServer(3);
    await exporter.start();
    expect(saved).toHaveLength(1);
    expect(await lines(saved[0]!.blob)).toHaveLength(4);
  });

  it('is one exporter per store', async () => {
    const { store, exporter } = await exportingStore();
    expect(store.exporter(exporterOf)).toBe(exporter);
    expect(await exportingStore().then((other) => other.exporter)).not.toBe(exporter);
    expect(exporter.$state.get()).toEqual({ status: 'idle' });
  });

  it('runs one export at a time: asking again while one runs joins it', async () => {
    const sent = auditServer(5);
    const { saved, exporter } = await exportingStore();
    await Promise.all([exporter.start(), exporter.start()]);
    expect(exportPages(sent).map((body) => body.page)).toEqual([0]);
    expect(saved).toHaveLength(1);
  });

  it('stops when the widget goes away', async () => {
    auditServer(2 * EXPORT_PAGE_SIZE);
    const { store, saved, exporter } = await exportingStore();
    const running = exporter.start();
    store.destroy();
    await running;
    expect(saved).toEqual([]);
    expect(exporter.$state.get().status).toBe('cancelled');
  });

  it('speaks the widget’s locale', async () => {
    auditServer(2);
    const saved: string[] = [];
    const store = createAuditStore({
      mgmt: testMgmt(),
      now: () => NOW,
      locale: 'fr',
      saveFile: (_, name) => saved.push(name),
    });
    const exporter = store.exporter(exporterOf);
    await exporter.start();
    expect(exporter.$state.get()).toMatchObject({
      text: `2\u00a0événements exportés dans ${saved[0]}`,
    });
  });

  it('exports the mock’s events in mock mode, without a request', async () => {
    const saved: Blob[] = [];
    const store = createAuditStore({
      mock: true,
      now: () => NOW,
      saveFile: (blob) => saved.push(blob),
    });
    await store.load();
    await store.exporter(exporterOf).start();
    expect(await lines(saved[0]!)).toHaveLength(1 + store.$events.get().length);
  });
});
