import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimers } from '../test/widgets';
import { createSearch, DEBOUNCE_MS, sortFor } from './search';

describe('search', () => {
  afterEach(() => vi.useRealTimers());

  it('sorts by the column path, desc only for "desc", and not at all without a direction', () => {
    expect(sortFor('name', 'asc')).toEqual([{ field: 'name', desc: false }]);
    expect(sortFor('createdTime', 'desc')).toEqual([{ field: 'createdTime', desc: true }]);
    expect(sortFor('name', undefined)).toEqual([]);
    expect(sortFor('name')).toEqual([]);
  });

  it('sends one search with the last text after quick typing', () => {
    fakeTimers();
    const send = vi.fn(async () => undefined);
    const search = createSearch(send);
    expect(DEBOUNCE_MS).toBe(300);
    for (const text of ['a', 'ad', 'ada']) {
      search.setText(text);
      vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    }
    expect(send).not.toHaveBeenCalled();
    expect(search.$search.get()).toEqual({ text: 'ada', sort: [] });
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ text: 'ada', sort: [] });
  });

  it('sorts now, folding in pending text, and a removed direction empties the sort', async () => {
    fakeTimers();
    const send = vi.fn(async () => undefined);
    const search = createSearch(send);
    search.setText('ci');
    await search.setSort('name', 'desc');
    expect(send).toHaveBeenLastCalledWith({ text: 'ci', sort: [{ field: 'name', desc: true }] });
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    await search.setSort('name');
    expect(send).toHaveBeenLastCalledWith({ text: 'ci', sort: [] });
  });

  it('cancel drops the pending search', () => {
    fakeTimers();
    const send = vi.fn(async () => undefined);
    const search = createSearch(send);
    search.setText('x');
    search.cancel();
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});
