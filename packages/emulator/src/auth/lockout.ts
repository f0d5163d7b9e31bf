import { tooManyRequests } from '../http/errors';
import type { Store } from '../state/store';
import type { EmulatorData } from '../state/types';

// Wrong tries of guessable secrets (passwords, one-time codes, TOTP codes), counted per key
// (a login id, a code's kind, channel and login id, a user's authenticator) rather than per
// secret, so that asking for a new code or trying another password does not start a fresh
// budget. The MAX_ATTEMPTS-th wrong try in a row locks the key for LOCK_MS; a right one
// clears the count.

/** Wrong tries in a row that lock a key. */
export const MAX_ATTEMPTS = 5;
/** How long a key stays locked. */
const LOCK_MS = 5 * 60_000;

interface Failures {
  count: number;
  lockedUntil: number;
  /** Tries being checked now (a compare on the hash pool takes a while). */
  checking: number;
  /** Tries waiting for one of those to end. */
  waiting: Array<() => void>;
}

// Rate state, not part of an export: keyed by the data object so that a reset forgets it.
const table = new WeakMap<EmulatorData, Map<string, Failures>>();

function entry(store: Store, key: string): Failures {
  const map = table.get(store.data) ?? new Map<string, Failures>();
  table.set(store.data, map);
  const found = map.get(key) ?? { count: 0, lockedUntil: 0, checking: 0, waiting: [] };
  map.set(key, found);
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

/** Count a wrong try; the MAX_ATTEMPTS-th locks the key and answers 429 at once. */
function countWrong(store: Store, failures: Failures): void {
  failures.count += 1;
  if (failures.count < MAX_ATTEMPTS) return;
  failures.count = 0;
  failures.lockedUntil = store.now() + LOCK_MS;
  assertNotLocked(store, failures);
}

/** A right try: the key starts afresh. */
function clear(store: Store, key: string, failures: Failures): void {
  failures.count = 0;
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
