import { describe, expect, it } from 'vitest';
import { createLoopGuard, LOOP_KEY, LOOP_WINDOW_MS } from './loop-guard';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the loop guard', () => {
  it('allows one automatic return to a path per 10 s, and records it', () => {
    let now = 1_000_000;
    const storage = memory();
    const guard = createLoopGuard({ storage, now: () => now });
    expect(LOOP_WINDOW_MS).toBe(10_000);
    expect(guard.mayReturn('/quick-start')).toBe(true);
    expect(JSON.parse(storage.items.get(LOOP_KEY)!)).toEqual([
      { path: '/quick-start', at: 1_000_000 },
    ]);
    now += 9_999;
    expect(guard.mayReturn('/quick-start')).toBe(false);
    // Another page is another return.
    expect(guard.mayReturn('/security')).toBe(true);
    now += 1;
    expect(guard.mayReturn('/quick-start')).toBe(true);
  });

  it('keeps the record across page loads (a new guard on the same storage)', () => {
    const storage = memory();
    expect(createLoopGuard({ storage, now: () => 5_000 }).mayReturn('/')).toBe(true);
    expect(createLoopGuard({ storage, now: () => 8_000 }).mayReturn('/')).toBe(false);
  });

  it('forgets old returns, and ignores a record from the future (a clock set back)', () => {
    const storage = memory();
    storage.setItem(
      LOOP_KEY,
      JSON.stringify([
        { path: '/old', at: 0 },
        { path: '/future', at: 99_000 },
      ]),
    );
    const guard = createLoopGuard({ storage, now: () => 50_000 });
    expect(guard.mayReturn('/future')).toBe(true);
    expect(JSON.parse(storage.items.get(LOOP_KEY)!)).toEqual([{ path: '/future', at: 50_000 }]);
  });

  it('treats a malformed record as none', () => {
    for (const raw of ['not json', '{"path":"/"}', '[{"path":1,"at":"x"}]']) {
      const storage = memory();
      storage.setItem(LOOP_KEY, raw);
      expect(createLoopGuard({ storage, now: () => 1 }).mayReturn('/'), raw).toBe(true);
    }
  });

  it('never returns automatically where it cannot record (no storage, or a refusing one)', () => {
    expect(createLoopGuard({ storage: undefined, now: () => 1 }).mayReturn('/')).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(createLoopGuard({ storage: full, now: () => 1 }).mayReturn('/')).toBe(false);
  });
});
