import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { storageLock } from './storage-lock';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('storage lease lock (the fallback without Web Locks)', () => {
  it('never lets two holders overlap, across clients sharing one storage', async () => {
    const shared = memoryStorage();
    const first = storageLock(shared, 'gatehouse:lock-test');
    const second = storageLock(shared, 'gatehouse:lock-test');
    let inside = 0;
    let overlap = false;
    const task = async () => {
      inside++;
      if (inside > 1) overlap = true;
      await later(20);
      inside--;
      return { value: undefined, spent: true };
    };
    await Promise.all([first('t', task), second('t', task), first('t', task)]);
    expect(overlap).toBe(false);
    expect(shared.getItem('gatehouse:lock-test:lock')).toBeNull();
  });

  it('takes over a lease left by a tab that died', async () => {
    const shared = memoryStorage();
    shared.setItem('gatehouse:dead:lock', JSON.stringify({ id: 'gone', until: Date.now() - 1 }));
    const result = await storageLock(shared, 'gatehouse:dead')('t', async () => ({
      value: 'ran',
      spent: true,
    }));
    expect(result).toEqual({ claimed: true, value: 'ran' });
  });

  it('releases the lock when the task fails', async () => {
    const shared = memoryStorage();
    const lock = storageLock(shared, 'gatehouse:fail');
    await expect(lock('t', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(shared.getItem('gatehouse:fail:lock')).toBeNull();
  });
});
