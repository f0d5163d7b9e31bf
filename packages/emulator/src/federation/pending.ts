import { createHash } from 'node:crypto';
import type { Store } from '../state/store';
import type { PendingRecord } from '../state/types';

/** How long each federation secret lives. */
export const TTL = {
  webauthn: 5 * 60_000,
  state: 10 * 60_000,
  code: 2 * 60_000,
} as const;

// One-time codes are looked up by a hash of the code, so an export of the state never holds
// a code that could still be exchanged.
export const codeKey = (code: string) =>
  `code_${createHash('sha256').update(code).digest('base64url')}`;

/** Record a secret in flight under `id`. */
export function putPending(
  store: Store,
  id: string,
  kind: string,
  ttlMs: number,
  fields: { loginId?: string; data?: Record<string, unknown>; approvedUserId?: string } = {},
): PendingRecord {
  const record: PendingRecord = {
    id,
    kind,
    loginId: fields.loginId ?? '',
    secret: '',
    expiresAt: store.now() + ttlMs,
    data: fields.data ?? {},
    ...(fields.approvedUserId && { approvedUserId: fields.approvedUserId }),
  };
  store.data.pending[id] = record;
  return record;
}

/** A live record of `kind`, left in place (for pages that only show it). */
export function peekPending(store: Store, id: string, kind: string): PendingRecord | undefined {
  const record = store.data.pending[id];
  if (!record || record.kind !== kind) return undefined;
  if (record.expiresAt <= store.now()) {
    delete store.data.pending[id];
    return undefined;
  }
  return record;
}

/** A live record of `kind`, removed: every secret here is good for one use only. */
export function takePending(store: Store, id: string, kind: string): PendingRecord | undefined {
  const record = peekPending(store, id, kind);
  if (record) delete store.data.pending[id];
  return record;
}
