import type { JwtResponse } from '@gatehouse/core';
import type { Store } from '../state/store';
import type { EmulatorData } from '../state/types';

// An answer to a refresh can be lost after the token was rotated: the client's deadline fired
// while the server was slow, or a proxy retried. The client then sends the spent token again.
// For a short while that is taken as a lost answer and answered with the pair the rotation
// issued, so both copies of the answer agree; later it is reuse (see `rotate`).

/** How long after a rotation the spent token still answers the pair that rotation issued. */
export const ROTATION_GRACE_MS = 5_000;

interface Successor {
  /** When the token was rotated, on the emulator's clock. */
  rotatedAt: number;
  /** The pair the rotation issued; pending while it is being signed. */
  answer: Promise<JwtResponse>;
}

// In memory only, never exported (an export is written to disk, and these are live tokens):
// keyed by the data object, so a reset forgets them and a restart ends every window.
const table = new WeakMap<EmulatorData, Map<string, Successor>>();

function successors(store: Store): Map<string, Successor> {
  const map = table.get(store.data) ?? new Map<string, Successor>();
  table.set(store.data, map);
  return map;
}

const withinGrace = (store: Store, successor: Successor) =>
  store.now() - successor.rotatedAt <= ROTATION_GRACE_MS;

/**
 * Keep `answer`, the pair issued for the refresh token `jti` as it is rotated now, for the
 * window; windows already over are dropped here.
 */
export function rememberSuccessor(
  store: Store,
  jti: string,
  answer: Promise<JwtResponse>,
): Promise<JwtResponse> {
  const map = successors(store);
  for (const [key, successor] of map) if (!withinGrace(store, successor)) map.delete(key);
  map.set(jti, { rotatedAt: store.now(), answer });
  return answer;
}

/** The pair that rotating `jti` issued, while its window lasts; else undefined. */
export function recentSuccessor(store: Store, jti: string): Promise<JwtResponse> | undefined {
  const successor = table.get(store.data)?.get(jti);
  return successor && withinGrace(store, successor) ? successor.answer : undefined;
}
