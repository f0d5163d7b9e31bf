import { tooManyRequests } from '../http/errors';
import type { Store } from '../state/store';
import type { EmulatorData, UserRecord } from '../state/types';
import { loginIdKey } from './login-id';

// Wrong tries of guessable secrets (passwords, one-time codes, TOTP codes), counted per key
// (a user, an unknown login id, a code's kind, channel and login id) rather than per secret,
// so that asking for a new code or trying another password does not start a fresh budget.
// The MAX_ATTEMPTS-th wrong try in a row locks the key; the first lock is short and each
// further one twice as long, up to MAX_LOCK_MS, so that a guesser slows down fast while one
// who tries 5 passwords now and then locks the user out only briefly. Quiet spells (no wrong
// try for QUIET_MS after the last one or the lock's end) forget the wrong tries short of a
// lock and halve the next lock each. A right try clears the key. Times are the emulator's
// clock (`store.now()`), so tests move through locks with the dev clock.

/** Wrong tries in a row that lock a key. */
export const MAX_ATTEMPTS = 5;
/** The first lock of a key: how long the MAX_ATTEMPTS-th wrong try in a row locks it. */
export const FIRST_LOCK_MS = 60_000;
/** The longest lock: FIRST_LOCK_MS doubled four times, the 5th lock in a row and later. */
export const MAX_LOCK_MS = FIRST_LOCK_MS * 2 ** 4;
/**
 * A quiet spell: this long without a wrong try (after the last one, or after the lock's end)
 * forgets the wrong tries short of a lock and halves the next lock. With a first lock of a
 * minute, 5 wrong tries every 5 minutes lock the user out for 1 minute in 5.
 */
export const QUIET_MS = 3 * 60_000;

/**
 * The key that wrong tries of `kind` (a password, a TOTP code) count against: the user's,
 * whichever of their login ids names them (else each login id would have a budget of its
 * own), or an unknown login id's own, so that it locks just as an account does and a lock
 * reveals none.
 */
export const limitKey = (kind: string, loginId: string, user: UserRecord | undefined) =>
  user ? `${kind}:user:${user.userId}` : `${kind}:login-id:${loginIdKey(loginId)}`;

interface Failures {
  /** Wrong tries since the last lock, right try or quiet spell. */
  count: number;
  /** How long the next lock lasts. */
  nextLockMs: number;
  lockedUntil: number;
  /** Since when the key has been quiet: its last wrong try, or the end of its lock. */
  quietSince: number;
  /** Tries being checked now (a compare on the hash pool takes a while). */
  checking: number;
  /** Tries waiting for one of those to end. */
  waiting: Array<() => void>;
}

// Rate state, not part of an export: keyed by the data object so that a reset forgets it.
const table = new WeakMap<EmulatorData, Map<string, Failures>>();

/** The key's entry, with the quiet spells since it was last looked at applied. */
function entry(store: Store, key: string): Failures {
  const map = table.get(store.data) ?? new Map<string, Failures>();
  table.set(store.data, map);
  const now = store.now();
  const found = map.get(key) ?? {
    count: 0,
    nextLockMs: FIRST_LOCK_MS,
    lockedUntil: 0,
    quietSince: now,
    checking: 0,
    waiting: [],
  };
  map.set(key, found);
  const spells = Math.floor((now - found.quietSince) / QUIET_MS);
  if (spells > 0) {
    found.count = 0;
    found.nextLockMs = Math.max(FIRST_LOCK_MS, found.nextLockMs / 2 ** spells);
    found.quietSince += spells * QUIET_MS;
  }
  return found;
}

/** 429 (with Retry-After) while `failures` is locked. */
function assertNotLocked(store: Store, failures: Failures): void {
  const left = failures.lockedUntil - store.now();
  if (left > 0) throw tooManyRequests(Math.ceil(left / 1000));
}

/**
 * The key's entry once this try may be checked: at most as many tries are checked at a time
 * as the key has wrong ones left before a lock, and the others wait for one to end, so that a
 * burst of concurrent guesses gets no more of them than the same guesses one after another.
 */
async function turn(store: Store, key: string): Promise<Failures> {
  for (;;) {
    const failures = entry(store, key);
    assertNotLocked(store, failures);
    if (failures.count + failures.checking < MAX_ATTEMPTS) {
      failures.checking += 1;
      return failures;
    }
    await new Promise<void>((resolve) => failures.waiting.push(resolve));
  }
}

/** This try is over: the waiting ones look again (locked now, or their turn). */
function endTurn(failures: Failures): void {
  failures.checking -= 1;
  for (const wake of failures.waiting.splice(0)) wake();
}

/**
 * Count a wrong try; the MAX_ATTEMPTS-th locks the key for its next lock, doubles the one
 * after (up to MAX_LOCK_MS) and answers 429 at once.
 */
function countWrong(store: Store, failures: Failures): void {
  failures.count += 1;
  failures.quietSince = store.now();
  if (failures.count < MAX_ATTEMPTS) return;
  failures.count = 0;
  failures.lockedUntil = store.now() + failures.nextLockMs;
  failures.quietSince = failures.lockedUntil;
  failures.nextLockMs = Math.min(MAX_LOCK_MS, failures.nextLockMs * 2);
  assertNotLocked(store, failures);
}

/** A right try: the key starts afresh. */
function clear(store: Store, key: string, failures: Failures): void {
  failures.count = 0;
  failures.nextLockMs = FIRST_LOCK_MS;
  failures.lockedUntil = 0;
  if (!failures.checking && !failures.waiting.length) table.get(store.data)?.delete(key);
}

/**
 * One try of a secret against `key`: 429 (with Retry-After) while the key is locked, else
 * `check` compares, and its answer counts: a right one clears the key, a wrong one runs
 * `onWrong` (the caller's audit) and counts toward the lock (the MAX_ATTEMPTS-th answers 429
 * at once). A `check` that throws (a refusal before any compare) counts nothing. Answers
 * whether the secret was right.
 */
export async function countedTry(
  store: Store,
  key: string,
  check: () => Promise<boolean>,
  onWrong: () => void = () => {},
): Promise<boolean> {
  const failures = await turn(store, key);
  let right: boolean;
  try {
    right = await check();
  } finally {
    // Those woken look again only after this try is counted below (they resume later).
    endTurn(failures);
  }
  if (right) {
    clear(store, key, failures);
    return true;
  }
  onWrong();
  countWrong(store, failures);
  return false;
}
