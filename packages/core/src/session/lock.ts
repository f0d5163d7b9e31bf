/** What a claimed task reports: its value, and whether it spent the token it was claimed for. */
export interface Spent<T> {
  value: T;
  /** The refresh token was used up (rotated, or refused for good): nobody may try it again. */
  spent: boolean;
}

/** The outcome of a claim: the task's value, or `claimed: false` when another holder has it. */
export type Claim<T> = { claimed: true; value: T } | { claimed: false };

/**
 * Spending a refresh token, at most once across every tab (and client) of an origin. `task`
 * runs only for the caller that claims `key` (the token's fingerprint) first. When the task
 * spent the token, its claim is kept, so a tab that still sees the old token in its storage
 * can never send it again: the provider treats a rotated token sent twice as stolen and
 * revokes the whole session.
 *
 * Why the claim, and not a lock around "read storage, refresh": in Chromium a Web Lock
 * handed to the next tab does not guarantee that tab sees the previous holder's localStorage
 * write yet. The lock manager is the one place all tabs see in the same order, so the fact
 * "this token is spent" lives there.
 */
export type Lock = <T>(key: string, task: () => Promise<Spent<T>>) => Promise<Claim<T>>;

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
