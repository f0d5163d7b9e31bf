import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '../../http/result';
import { createOperations } from '../operations';
import type { SearchParams } from '../search';
import { createListStore, type ListAnswer } from './store';

// A list's later pages (paging.ts) through the real list store: a server of `ROWS` rows
// answering `LIMIT` at a time, whose answers the test releases one by one.

interface Row {
  id: string;
}
const LIMIT = 3;
const rowsOf = (prefix: string, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}` }));
const error = { kind: 'http' as const, code: 'E1', message: 'Bad: nope', status: 500 };
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

interface Asked {
  params: SearchParams;
  answer(result?: Result<ListAnswer<Row>>): void;
}

/** A server holding `rows` per search text, answering a page of `LIMIT` when the test says. */
function pagedServer(rows: (text: string) => Row[]) {
  const asked: Asked[] = [];
  const fetch = (params: SearchParams) =>
    new Promise<Result<ListAnswer<Row>>>((resolve) => {
      const all = rows(params.text);
      const start = (params.page ?? 0) * LIMIT;
      const page = ok({ items: all.slice(start, start + LIMIT), total: all.length });
      asked.push({ params, answer: (result = page) => resolve(result) });
    });
  const list = createListStore<Row, 'search'>({
    fetch,
    id: (row) => row.id,
    operations: createOperations<'search'>(),
    debounceMs: 1,
  });
  /** Once `act` asked, answer as the server would (or with `result`), and wait for it. */
  const answer = async (act: () => Promise<void>, result?: Result<ListAnswer<Row>>) => {
    const before = asked.length;
    const pending = act();
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(before));
    asked.at(-1)?.answer(result);
    await pending;
  };
  /** Wait until `count` requests went out. */
  const sent = (count: number) => vi.waitFor(() => expect(asked).toHaveLength(count));
  return { list, asked, answer, sent };
}

describe('a list of more than one answer', () => {
  it('appends the next page of the same search until every match is shown', async () => {
    const { list, asked, answer, sent } = pagedServer(() => rowsOf('r', 7));
    await answer(() => list.sort('name', 'desc'));
    expect(ids(list.$items.get())).toEqual(['r0', 'r1', 'r2']);
    expect(list.$truncated.get()).toEqual({ shown: 3, total: 7 });

    const more = list.loadMore();
    await sent(2);
    // A second ask while a page is on its way waits for it, asking for nothing more.
    const again = list.loadMore();
    asked[1]?.answer();
    await Promise.all([more, again]);
    expect(asked.map((a) => a.params)).toEqual([
      { text: '', sort: [{ field: 'name', desc: true }] },
      { text: '', sort: [{ field: 'name', desc: true }], page: 1 },
    ]);
    expect(ids(list.$items.get())).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    expect(list.$truncated.get()).toEqual({ shown: 6, total: 7 });

    await answer(() => list.loadMore());
    expect(asked.at(-1)?.params.page).toBe(2);
    expect(list.$items.get()).toHaveLength(7);
    expect(list.$truncated.get()).toBeUndefined();
    // Nothing left: no request.
    await list.loadMore();
    expect(asked).toHaveLength(3);
  });

  it('lists a row once when a page repeats it (a row added on the server moves the pages)', async () => {
    const { list, answer } = pagedServer(() => rowsOf('r', 5));
    await answer(() => list.searchNow());
    await answer(
      () => list.loadMore(),
      ok({ items: [{ id: 'r2' }, { id: 'r3' }, { id: 'r4' }], total: 6 }),
    );
    expect(ids(list.$items.get())).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(list.$truncated.get()).toEqual({ shown: 5, total: 6 });
    // A page with nothing new ends the paging, whatever its total says.
    await answer(() => list.loadMore(), ok({ items: [{ id: 'r4' }], total: 6 }));
    expect(list.$items.get()).toHaveLength(5);
    expect(list.$truncated.get()).toBeUndefined();
  });

  it('drops a page that lands after a new search started, which pages from its own start', async () => {
    const { list, asked, answer, sent } = pagedServer((text) => rowsOf(text || 'r', 7));
    await answer(() => list.searchNow());
    const late = list.loadMore();
    await sent(2);
    const oldPage = asked.at(-1);
    list.search('b');
    await sent(3);
    expect(asked.at(-1)?.params).toEqual({ text: 'b', sort: [] });
    const newSearch = asked.at(-1);
    newSearch?.answer();
    await vi.waitFor(() => expect(ids(list.$items.get())).toEqual(['b0', 'b1', 'b2']));
    // The new search pages at once, without waiting for the old page still on its way.
    await answer(() => list.loadMore());
    expect(asked.at(-1)?.params).toEqual({ text: 'b', sort: [], page: 1 });
    expect(ids(list.$items.get())).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    oldPage?.answer();
    await late;
    expect(ids(list.$items.get())).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('keeps every row when a page fails, and its Retry asks for that page again', async () => {
    const { list, asked, answer } = pagedServer(() => rowsOf('r', 7));
    await answer(() => list.searchNow());
    list.select(['r1']);
    await answer(() => list.loadMore(), fail(error));
    expect(ids(list.$items.get())).toEqual(['r0', 'r1', 'r2']);
    expect(list.$selection.get()).toEqual(['r1']);
    expect(list.$error.get()).toEqual(error);
    expect(list.$status.get()).toBe('ready');
    expect(list.$truncated.get()).toEqual({ shown: 3, total: 7 });

    await answer(() => list.retry());
    expect(asked.map((a) => a.params.page)).toEqual([undefined, 1, 1]);
    expect(list.$error.get()).toBeUndefined();
    expect(list.$items.get()).toHaveLength(6);
  });

  it("retries the search, not a page, when the search's own answer failed last", async () => {
    const { list, asked, answer } = pagedServer(() => rowsOf('r', 7));
    await answer(() => list.searchNow());
    await answer(() => list.loadMore(), fail(error));
    await answer(() => list.searchNow(), fail({ ...error, message: 'Bad: again' }));
    await answer(() => list.retry());
    expect(asked.at(-1)?.params).toEqual({ text: '', sort: [] });
    expect(ids(list.$items.get())).toEqual(['r0', 'r1', 'r2']);
    expect(list.$error.get()).toBeUndefined();
  });
});
