import { loadOnce } from '../load-once';
import type { Claim, Lock, Spent } from './claim';
import type { TokenStorage } from './storage';

export type { Claim, Lock, Spent };

interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
}

/**
 * Web Locks: one lock per token, asked for with `ifAvailable` so a second claimant learns at
 * once that the token is taken. The browser frees a dead tab's locks. A spent token's lock is
 * held until this client spends its next one (at most one kept lock per client).
 */
export function webLock(locks: LockManagerLike, name: string): Lock {
  let releaseKept: (() => void) | undefined;
  return <T>(key: string, task: () => Promise<Spent<T>>) =>
    new Promise<Claim<T>>((resolve, reject) => {
      locks
        .request(`${name}:spend:${key}`, { ifAvailable: true }, async (lock) => {
          if (!lock) return { claimed: false } as const;
          const outcome = await task();
          const claim = { claimed: true, value: outcome.value } as const;
          // Not spent: answer once the lock is released (below), so a retry can claim it.
          if (!outcome.spent) return claim;
          // Spent: answer now, and hold the lock until this client spends its next token.
          resolve(claim);
          releaseKept?.();
          await new Promise<void>((release) => {
            releaseKept = release;
          });
          return claim;
        })
        .then(resolve, reject);
    });
}

/**
 * Web Locks where the browser has them; else the storage lease, loaded on the first claim
 * (every current browser has Web Locks, so few pages ever fetch it). While the lease cannot
 * be loaded, a claim reports the token as taken: the session then waits for another tab's
 * tokens and retries later, and never spends a token without a claim.
 */
export function defaultLock(storage: TokenStorage, name: string): Lock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks) return webLock(locks, name);
  const lease = loadOnce(() =>
    import('./storage-lock').then(({ storageLock }) => storageLock(storage, name)),
  );
  return async <T>(key: string, task: () => Promise<Spent<T>>): Promise<Claim<T>> => {
    let claim: Lock;
    try {
      claim = await lease();
    } catch {
      return { claimed: false };
    }
    return claim(key, task);
  };
}

/**
 * A short, stable name for a token, for lock names (which any script of the origin can list):
 * FNV-1a over the whole token, and its length, so tokens that share a prefix still differ.
 * Not a secret, and not the token. A collision would only make a tab wait for a refresh that
 * another token's holder made, and then retry.
 */
export function tokenKey(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${token.length.toString(36)}`;
}
