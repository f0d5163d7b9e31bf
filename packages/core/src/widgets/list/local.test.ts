import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '../../http/result';
import { createOperations } from '../operations';

// Answering from the rows held is a module of its own (../local-search), loaded beside the
// first search; these tests load the list store afresh so that it is not loaded yet.

interface Row {
  id: string;
  name: string;
}
const row = (id: string): Row => ({ id, name: `row ${id}` });
const all = [row('b'), row('a'), row('c')];
type Params = { text: string; sort: Array<{ field: string; desc?: boolean }> };

async function heldList() {
  vi.resetModules();
  const { createListStore } = await import('./store');
  const pending: Array<{ params: Params; answer: (result: Result<unknown>) => void }> = [];
  const fetch = (params: Params) =>
    new Promise<Result<{ items: Row[]; total?: number }>>((answer) =>
      pending.push({ params, answer: answer as (result: Result<unknown>) => void }),
    );
  const list = createListStore<Row, 'search'>({
    fetch,
    id: (item) => item.id,
    operations: createOperations<'search'>(),
    local: { text: (item) => [item.name] },
  });
  return { list, pending };
}

describe('the list, answering from held rows with a module loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('../local-search');
    vi.resetModules();
  });

  it('asks for the module with the first search, before its answer', async () => {
    const loaded = vi.fn();
    vi.doMock('../local-search', async (original) => {
      loaded();
      return original();
    });
    const { list, pending } = await heldList();
    const first = list.searchNow();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    pending[0]?.answer(ok({ items: all, total: 3 }));
    await first;
    void list.sort('name', 'desc');
    expect(list.$items.get().map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('waits for the server when the module cannot load, and still shows its answers', async () => {
    vi.doMock('../local-search', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { list, pending } = await heldList();
    const first = list.searchNow();
    pending[0]?.answer(ok({ items: all, total: 3 }));
    await first;
    expect(list.$status.get()).toBe('ready');
    const sorted = list.sort('name', 'desc');
    // No answer at once: the rows stay as they were until the server's answer lands.
    expect(list.$items.get().map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(pending[1]?.params.sort).toEqual([{ field: 'name', desc: true }]);
    pending[1]?.answer(ok({ items: [row('c'), row('b'), row('a')], total: 3 }));
    await sorted;
    expect(list.$items.get().map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
