import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockManager } from '../test/tabs';
import { defaultLock } from './default-lock';
import { memoryStorage } from './storage';

describe('the default lock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('claims through Web Locks where the browser has them', async () => {
    const locks = lockManager();
    vi.stubGlobal('navigator', { locks });
    const lock = defaultLock(memoryStorage(), 'gatehouse:default');
    let heldDuringTask = false;
    const outcome = await lock('t', async () => {
      heldDuringTask = locks.held.has('gatehouse:default:spend:t');
      return { value: 'ran', spent: false };
    });
    expect(outcome).toEqual({ claimed: true, value: 'ran' });
    expect(heldDuringTask).toBe(true);
  });

  it('without Web Locks, claims through the storage lease, held in storage', async () => {
    vi.stubGlobal('navigator', {});
    const shared = memoryStorage();
    const lock = defaultLock(shared, 'gatehouse:lease');
    let heldDuringTask: string | null = null;
    const outcome = await lock('t', async () => {
      heldDuringTask = shared.getItem('gatehouse:lease:lock');
      return { value: 'ran', spent: true };
    });
    expect(outcome).toEqual({ claimed: true, value: 'ran' });
    expect(heldDuringTask).toMatch(/"until":\d+/);
    expect(shared.getItem('gatehouse:lease:lock')).toBeNull();
  });
});
