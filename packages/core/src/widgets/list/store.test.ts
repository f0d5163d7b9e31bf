import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ReadBody } from '../../http/http';
import { fail, ok, type Result } from '../../http/result';
import { createOperations } from '../operations';
import { largeAnswers } from './large-answers';
import { LEADING_ROWS } from './leading';
import { createListStore, type ListAnswer, listCutText } from './store';

interface Row {
  id: string;
  name: string;
}
const row = (id: string): Row => ({ id, name: `row ${id}` });
const error = { kind: 'http' as const, code: 'E1', message: 'Bad: nope', status: 500 };

/** A fetch whose answers the test releases one by one, in any order. */
function deferredFetch() {
  const pending: Array<{ text: string; answer: (result: Result<Row[]>) => void }> = [];
  const fetch = (params: { text: string }) =>
    new Promise<Result<Row[]>>((answer) => pending.push({ text: params.text, answer }));
  return { fetch, pending };
}

const listOf = (fetch: (params: { text: string }) => Promise<Result<Row[]>>) =>
  createListStore<Row, 'search'>({
    fetch,
    id: (item) => item.id,
    operations: createOperations<'search'>(),
    debounceMs: 5,
  });

describe('the shared list store', () => {
  it('lands only the newest answer when searches overlap', async () => {
    const { fetch, pending } = deferredFetch();
    const list = listOf(fetch);
    const first = list.searchNow();
    list.search('b');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pending.map((p) => p.text)).toEqual(['', 'b']);
    pending[1]?.answer(ok([row('B')]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending[0]?.answer(ok([row('A1'), row('A2')]));
    await first;
    expect(list.$items.get()).toEqual([row('B')]);
    expect(list.$search.get().text).toBe('b');
  });

  it('keeps the selection of rows still listed across searches', async () => {
    let rows = [row('1'), row('2'), row('3')];
    const list = listOf(async () => ok(rows));
    await list.searchNow();
    list.select(['1', '3', '3']);
    expect(list.$selection.get()).toEqual(['1', '3']);
    expect(list.$selected.get()).toEqual([row('1'), row('3')]);
    rows = [row('3'), row('4')];
    await list.searchNow();
    expect(list.$selection.get()).toEqual(['3']);
  });

  it('says when an answer held fewer rows than its total, moving with rows added and removed', async () => {
    let answer: Result<ListAnswer<Row>> = ok({ items: [row('1'), row('2')], total: 100_000 });
    const list = createListStore<Row, 'search'>({
      fetch: async () => answer,
      id: (item) => item.id,
      operations: createOperations<'search'>(),
    });
    expect(list.$truncated.get()).toBeUndefined();
    await list.searchNow();
    expect(list.$truncated.get()).toEqual({ shown: 2, total: 100_000 });
    list.update((items) => items.filter((item) => item.id !== '1'));
    expect(list.$truncated.get()).toEqual({ shown: 1, total: 99_999 });
    list.update((items) => [row('new'), ...items]);
    expect(list.$truncated.get()).toEqual({ shown: 2, total: 100_000 });
    answer = ok({ items: [row('1')], total: 1 });
    await list.searchNow();
    expect(list.$truncated.get()).toBeUndefined();
    // No total (an answer that is a plain list) says nothing of a cut.
    const plain = listOf(async () => ok([row('1')]));
    await plain.searchNow();
    expect(plain.$truncated.get()).toBeUndefined();
  });

  it('words a cut list with grouped figures', () => {
    expect(listCutText({ shown: 10_000, total: 100_000 })).toBe(
      'Showing the first 10,000 of 100,000. Search to narrow the list.',
    );
  });

  it('is idle before its first search, then loading, then ready', async () => {
    const { fetch, pending } = deferredFetch();
    const list = listOf(fetch);
    expect(list.$status.get()).toBe('idle');
    const search = list.searchNow();
    expect(list.$status.get()).toBe('loading');
    pending[0]?.answer(ok([]));
    await search;
    expect(list.$status.get()).toBe('ready');
  });

  it('fails with the error and no rows, and a retry that succeeds clears it', async () => {
    let answer: Result<Row[]> = fail(error);
    const list = listOf(async () => answer);
    await list.searchNow();
    expect(list.$status.get()).toBe('failed');
    expect(list.$error.get()).toEqual(error);
    answer = ok([row('1')]);
    await list.searchNow();
    expect(list.$status.get()).toBe('ready');
    expect(list.$error.get()).toBeUndefined();
    expect(list.$items.get()).toEqual([row('1')]);
  });

  it('keeps the rows shown when a later search fails, and says why', async () => {
    let answer: Result<Row[]> = ok([row('1')]);
    const list = listOf(async () => answer);
    await list.searchNow();
    answer = fail(error);
    await list.searchNow();
    expect(list.$status.get()).toBe('ready');
    expect(list.$items.get()).toEqual([row('1')]);
    expect(list.$error.get()).toEqual(error);
  });

  it('updates rows after a change and drops the selection of removed ones', async () => {
    const list = listOf(async () => ok([row('1'), row('2')]));
    await list.searchNow();
    list.select(['1', '2']);
    list.update((items) => items.filter((item) => item.id !== '2'));
    expect(list.$items.get()).toEqual([row('1')]);
    expect(list.$selection.get()).toEqual(['1']);
  });

  it('ignores answers after destroy', async () => {
    const { fetch, pending } = deferredFetch();
    const list = listOf(fetch);
    const search = list.searchNow();
    list.destroy();
    pending[0]?.answer(ok([row('1')]));
    await search;
    expect(list.$items.get()).toEqual([]);
    list.update(() => [row('2')]);
    expect(list.$items.get()).toEqual([]);
  });
});

describe('answering from the rows held', () => {
  type Params = { text: string; sort: Array<{ field: string; desc?: boolean }> };
  /** A fetch answering `{items, total}`, released by the test. */
  function pagedFetch() {
    const pending: Array<{ params: Params; answer: (result: Result<unknown>) => void }> = [];
    const fetch = (params: Params) =>
      new Promise<Result<{ items: Row[]; total?: number }>>((answer) =>
        pending.push({ params, answer: answer as (result: Result<unknown>) => void }),
      );
    return { fetch, pending };
  }
  const all = [row('b'), row('a'), row('c')];
  const heldList = (fetch: ReturnType<typeof pagedFetch>['fetch']) =>
    createListStore<Row, 'search'>({
      fetch,
      id: (item) => item.id,
      operations: createOperations<'search'>(),
      debounceMs: 5,
      local: { text: (item) => [item.name] },
    });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows a sort at once from a whole answer, and the server answer replaces it', async () => {
    const { fetch, pending } = pagedFetch();
    const list = heldList(fetch);
    const first = list.searchNow();
    pending[0]?.answer(ok({ items: all, total: 3 }));
    await first;
    const sorted = list.sort('name', 'desc');
    // Before the server answers, the held rows are shown sorted as the server would.
    expect(list.$items.get().map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(pending[1]?.params.sort).toEqual([{ field: 'name', desc: true }]);
    pending[1]?.answer(ok({ items: [row('c'), row('b')], total: 2 }));
    await sorted;
    expect(list.$items.get().map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('filters held rows by text when the debounced search goes out', async () => {
    const { fetch, pending } = pagedFetch();
    const list = heldList(fetch);
    const first = list.searchNow();
    pending[0]?.answer(ok({ items: all, total: 3 }));
    await first;
    list.search('ROW A');
    expect(list.$items.get()).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pending[1]?.params.text).toBe('ROW A');
    expect(list.$items.get()).toEqual([row('a')]);
  });

  it('holds nothing from a cut answer (fewer rows than the total) or a filtered one', async () => {
    const { fetch, pending } = pagedFetch();
    const list = heldList(fetch);
    const first = list.searchNow();
    pending[0]?.answer(ok({ items: all, total: 4 }));
    await first;
    void list.sort('name');
    // Nothing held: the rows stay as they were until the server answers.
    expect(list.$items.get().map((item) => item.id)).toEqual(['b', 'a', 'c']);
    pending[1]?.answer(ok({ items: [row('a')], total: 1 }));
    await tick();
    void list.sort('name', 'desc');
    expect(list.$items.get()).toEqual([row('a')]);
  });

  it('keeps held rows in step with local changes', async () => {
    const { fetch, pending } = pagedFetch();
    const list = heldList(fetch);
    const first = list.searchNow();
    pending[0]?.answer(ok({ items: all, total: 3 }));
    await first;
    list.update((items) => items.filter((item) => item.id !== 'a'));
    void list.sort('name');
    expect(list.$items.get().map((item) => item.id)).toEqual(['b', 'c']);
  });

  describe('early rows of a long answer', () => {
    const Rows = z.array(z.looseObject({ id: z.string(), name: z.string() }));
    const all = [row('1'), row('2'), row('3')];
    const head = (rows: Row[]) =>
      JSON.stringify({
        rows: [...rows, ...Array.from({ length: LEADING_ROWS }, (_, i) => row(`x${i}`))],
      });
    const first = (rows: Row[]) => [
      ...rows,
      ...Array.from({ length: LEADING_ROWS - rows.length }, (_, i) => row(`x${i}`)),
    ];

    /** A fetch that keeps the body reader it was given and answers when the test says. */
    function watchedFetch() {
      const calls: Array<{ read?: ReadBody; answer: (result: Result<Row[]>) => void }> = [];
      const fetch = (_: unknown, read?: ReadBody) =>
        new Promise<Result<Row[]>>((answer) => calls.push({ read, answer }));
      return { fetch, calls };
    }
    const leadingList = async (fetch: ReturnType<typeof watchedFetch>['fetch']) => {
      const list = createListStore<Row, 'search'>({
        fetch,
        id: (item) => item.id,
        operations: createOperations<'search'>(),
        leading: { key: 'rows', schema: Rows },
      });
      // The reader is a part of its own: let it load, as it does beside a page's first search.
      await largeAnswers();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return list;
    };

    it('shows them while the first answer loads, then the whole answer', async () => {
      const { fetch, calls } = watchedFetch();
      const list = await leadingList(fetch);
      const done = list.searchNow();
      await calls[0]?.read?.(new Response(head([row('1')])));
      expect(list.$items.get()).toEqual(first([row('1')]));
      expect(list.$status.get()).toBe('loading');
      calls[0]?.answer(ok(all));
      await done;
      expect(list.$items.get()).toEqual(all);
      expect(list.$status.get()).toBe('ready');
    });

    it('never puts them in place of rows already shown, nor of a newer search', async () => {
      const { fetch, calls } = watchedFetch();
      const list = await leadingList(fetch);
      const initial = list.searchNow();
      calls[0]?.answer(ok(all));
      await initial;
      const again = list.searchNow();
      await calls[1]?.read?.(new Response(head([row('9')])));
      expect(list.$items.get()).toEqual(all);
      calls[1]?.answer(ok(all));
      await again;

      const { fetch: slow, calls: slowCalls } = watchedFetch();
      const fresh = await leadingList(slow);
      const old = fresh.searchNow();
      const newer = fresh.searchNow();
      await slowCalls[0]?.read?.(new Response(head([row('old')])));
      expect(fresh.$items.get()).toEqual([]);
      slowCalls[1]?.answer(ok(all));
      slowCalls[0]?.answer(ok([]));
      await Promise.all([old, newer]);
      expect(fresh.$items.get()).toEqual(all);
    });

    it('takes them away when the answer fails, and shows the failure', async () => {
      const { fetch, calls } = watchedFetch();
      const list = await leadingList(fetch);
      const done = list.searchNow();
      await calls[0]?.read?.(new Response(head([row('1')])));
      list.select(['1']);
      calls[0]?.answer(fail(error));
      await done;
      expect(list.$items.get()).toEqual([]);
      expect(list.$selection.get()).toEqual([]);
      expect(list.$status.get()).toBe('failed');
      expect(list.$error.get()).toEqual(error);
    });

    it('gives no reader to a list that does not say where its rows are', async () => {
      const { fetch, calls } = watchedFetch();
      const list = listOf(fetch as never);
      void list.searchNow();
      expect(calls[0]?.read).toBeUndefined();
    });
  });
});
