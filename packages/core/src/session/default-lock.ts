import { type Lock, type LockManagerLike, webLock } from './lock';
import type { TokenStorage } from './storage';
import { storageLock } from './storage-lock';

/**
 * Web Locks where the browser has them; else the storage lease. The lease is a few hundred
 * bytes: it comes with the refresh part (refresh.ts) rather than as a chunk of its own, which
 * would cost a request more than it weighs.
 */
export function defaultLock(storage: TokenStorage, name: string): Lock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? webLock(locks, name) : storageLock(storage, name);
}
