import type { Claim, Lock, Spent } from './claim';

export type { Claim, Lock, Spent };

export interface LockManagerLike {
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
