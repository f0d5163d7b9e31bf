import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../http/result';
import { createOperations } from '../operations';
import { createListStore } from './store';

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
});
