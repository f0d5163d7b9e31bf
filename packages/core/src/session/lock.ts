import type { TokenStorage } from './storage';

/** Runs `task` while holding a lock shared by every tab (and client) of one origin. */
export type Lock = <T>(task: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const LEASE_MS = 10_000;
const SETTLE_MS = 30;
const RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Web Locks: the browser queues requests across tabs and frees the lock if a tab dies. */
export function webLock(locks: LockManagerLike, name: string): Lock {
  return (task) => locks.request(name, task);
}

/**
 * Fallback for browsers without Web Locks: a lease written to the shared storage. Writing,
 * waiting for a racing tab's write to land, then reading back tells who won; the lease
 * expires so a tab that closes mid-refresh cannot block the others for long.
 */
export function storageLock(storage: TokenStorage, name: string): Lock {
  const key = `${name}:lock`;
  const read = (): { id: string; until: number } | undefined => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };

  return async (task) => {
    const id = Math.random().toString(36).slice(2);
    for (;;) {
      const held = read();
      if (!held || held.until <= Date.now()) {
        storage.setItem(key, JSON.stringify({ id, until: Date.now() + LEASE_MS }));
        await sleep(SETTLE_MS);
        if (read()?.id === id) break;
      }
      await sleep(RETRY_MS + Math.random() * RETRY_MS);
    }
    try {
      return await task();
    } finally {
      if (read()?.id === id) storage.removeItem(key);
    }
  };
}

export function defaultLock(storage: TokenStorage, name: string): Lock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? webLock(locks, name) : storageLock(storage, name);
}
