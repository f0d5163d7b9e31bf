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
}

// Rate state, not part of an export: keyed by the data object so that a reset forgets it.
const table = new WeakMap<EmulatorData, Map<string, Failures>>();

function entry(store: Store, key: string): Failures {
  const map = table.get(store.data) ?? new Map<string, Failures>();
  table.set(store.data, map);
  const found = map.get(key) ?? { count: 0, lockedUntil: 0 };
  map.set(key, found);
  return found;
}

const locked = (store: Store, failures: Failures) => {
  const left = failures.lockedUntil - store.now();
  return left > 0 ? tooManyRequests(Math.ceil(left / 1000)) : undefined;
};

/** 429 (with Retry-After) while `key` is locked. */
export function assertNotLocked(store: Store, key: string): void {
  const error = locked(store, entry(store, key));
  if (error) throw error;
}

/** Count a wrong try; the MAX_ATTEMPTS-th locks `key` and answers 429 at once. */
export function recordFailure(store: Store, key: string): void {
  const failures = entry(store, key);
  failures.count += 1;
  if (failures.count < MAX_ATTEMPTS) return;
  failures.count = 0;
  failures.lockedUntil = store.now() + LOCK_MS;
  assertNotLocked(store, key);
}

export function clearFailures(store: Store, key: string): void {
  table.get(store.data)?.delete(key);
}
