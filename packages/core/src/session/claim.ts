// What a lock is and answers: its own file, so the storage lock (loaded on demand by lock.ts)
// never imports lock.ts.

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
