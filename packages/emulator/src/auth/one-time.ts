import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, Codes, tooManyRequests } from '../http/errors';
import { newCode, newId, newSecret } from '../state/ids';
import { checkSecret, hashSecret, type Store } from '../state/store';
import type { EmulatorData, PendingRecord } from '../state/types';
import { countedTry } from './lockout';
import { loginIdKey } from './login-id';

// One-time secrets shared by every code and link flow (OTP, magic link, enchanted link,
// notp, password reset): issue, look up, expire, count wrong attempts, consume once.

/** New codes or links one login id may ask for per minute. */
export const SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 60_000;

export const codeInvalid = (detail: string) =>
  new ApiError(401, Codes.codeInvalid, 'Invalid or expired code', detail);

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Equal digests compared in constant time (both are sha256 hex, so equal lengths). */
const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// Send timestamps per login id. Keyed by the data object so that a reset (which replaces
// `store.data`) forgets them; they are rate state, not part of an export.
const sendLog = new WeakMap<EmulatorData, Map<string, number[]>>();

/** At most SENDS_PER_WINDOW sends per login id per minute; 429 until the oldest ages out. */
export function throttleSends(store: Store, loginId: string): void {
  const log = sendLog.get(store.data) ?? new Map<string, number[]>();
  sendLog.set(store.data, log);
  const now = store.now();
  const key = loginIdKey(loginId);
  const recent = (log.get(key) ?? []).filter((at) => at > now - SEND_WINDOW_MS);
  if (recent.length >= SENDS_PER_WINDOW) {
    log.set(key, recent);
    throw tooManyRequests(seconds((recent[0] ?? now) + SEND_WINDOW_MS - now));
  }
  log.set(key, [...recent, now]);
}

interface Issue {
  kind: string;
  loginId: string;
  ttlMs: number;
  data: Record<string, unknown>;
}

function put(store: Store, key: string, secret: string, issue: Issue): PendingRecord {
  const record: PendingRecord = {
    id: newId('P', 20),
    kind: issue.kind,
    loginId: issue.loginId,
    secret,
    expiresAt: store.now() + issue.ttlMs,
    data: issue.data,
  };
  store.data.pending[key] = record;
  return record;
}

/** Where a code for `loginId` waits: one code in flight per kind, channel and login id. */
export const codeKey = (kind: string, channel: string, loginId: string) =>
  `${kind}:${channel}:${loginIdKey(loginId)}`;

/** A new numeric code (replacing any earlier one under `key`), stored bcrypt-hashed. */
export function issueCode(store: Store, key: string, issue: Issue): string {
  const code = newCode();
  put(store, key, hashSecret(code), issue);
  return code;
}

/** The live code under `key` (401 when there is none, or it expired). */
function liveCode(store: Store, key: string): PendingRecord {
  const record = store.data.pending[key];
  if (!record) throw codeInvalid('No code was sent, or it was used');
  if (record.expiresAt <= store.now()) {
    delete store.data.pending[key];
    throw codeInvalid('The code expired');
  }
  return record;
}

/**
 * Check a code and consume it. Wrong codes count against `key` (kind, channel and login id),
 * not against the code: a re-send replaces the code but keeps the count, so that six
 * digits cannot be walked through five guesses at a time. The lockout's MAX_ATTEMPTS-th
 * wrong code locks the key (429 with Retry-After); a right one clears the count. A code is
 * used once: of two right tries compared at the same time, the second finds it gone.
 */
export async function redeemCode(store: Store, key: string, code: string): Promise<PendingRecord> {
  let record: PendingRecord | undefined;
  const right = await countedTry(store, key, async () => {
    record = liveCode(store, key);
    return checkSecret(code, record.secret);
  });
  if (!right || !record) throw codeInvalid('Wrong code');
  if (store.data.pending[key] !== record) throw codeInvalid('No code was sent, or it was used');
  delete store.data.pending[key];
  return record;
}

/** Key of a token's record: its digest, so the store never holds a usable token. */
const tokenKey = (kind: string, token: string) => `${kind}:${sha256(token)}`;

/** A new random token (link token or pending reference); returns it and its record's key. */
export function issueToken(store: Store, issue: Issue): { token: string; key: string } {
  const token = newSecret();
  const key = tokenKey(issue.kind, token);
  put(store, key, sha256(token), issue);
  return { token, key };
}

/** The live record behind a token of `kind` (401 when unknown, used or expired). */
export function findToken(store: Store, kind: string, token: string): PendingRecord {
  const key = tokenKey(kind, token);
  const record = store.data.pending[key];
  if (!record || record.kind !== kind || !sameDigest(record.secret, sha256(token))) {
    throw codeInvalid('Unknown or already used token');
  }
  if (record.expiresAt <= store.now()) {
    delete store.data.pending[key];
    throw codeInvalid('The link expired');
  }
  return record;
}

/** Find a token's record and consume it: a link works once. */
export function takeToken(store: Store, kind: string, token: string): PendingRecord {
  const record = findToken(store, kind, token);
  delete store.data.pending[tokenKey(kind, token)];
  return record;
}

/** Forget a token's record (a pending session that was claimed). */
export function dropToken(store: Store, kind: string, token: string): void {
  delete store.data.pending[tokenKey(kind, token)];
}
