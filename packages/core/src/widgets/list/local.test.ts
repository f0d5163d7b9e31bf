import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '../../http/result';
import { createOperations } from '../operations';

// Answering from the rows held (../local-search) ships with the list store (issue 27: it was a
// chunk of its own, loaded beside the first search); these tests load the store afresh.

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

describe('the list, answering from held rows', () => {
  afterEach(() => {
    vi.doUnmock('../local-search');
    vi.resetModules();
  });

  it('has the module by the first search, before its answer', async () => {
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
});
