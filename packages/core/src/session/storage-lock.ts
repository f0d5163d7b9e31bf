import type { Claim, Lock, Spent } from './claim';
import type { TokenStorage } from './storage';

const LEASE_MS = 10_000;
const SETTLE_MS = 30;
const RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fallback for browsers without Web Locks: one lease in the shared storage, taken in turn.
 * Writing, waiting for a racing tab's write to land, then reading back tells who won; the
 * lease expires so a tab that closes mid-refresh cannot block the others for long. Every
 * claimant runs its task in turn, so the task must check that its token is still the stored
 * one (a storage write and the lease's release arrive in order, so the check is reliable).
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

  return async <T>(_token: string, task: () => Promise<Spent<T>>): Promise<Claim<T>> => {
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
      return { claimed: true, value: (await task()).value };
    } finally {
      if (read()?.id === id) storage.removeItem(key);
    }
  };
}
