import type { JwtResponse } from '@gatehouse/core';
import { decodeJwt } from 'jose';
import { ApiError, Codes, tokenExpired, unauthorized } from '../http/errors';
import type { Store } from '../state/store';
import type { RefreshRecord, UserRecord } from '../state/types';
import { issueSession, verifyToken } from '../tokens/jwt';
import { sessionHolder } from './admission';
import { recentSuccessor, rememberSuccessor } from './rotation-grace';

export { tokenExpired };

export interface LiveRefresh {
  record: RefreshRecord;
  user: UserRecord;
  /** How the session was first authenticated, carried over to rotated tokens. */
  amr: string[];
}

/**
 * A refresh JWT that verifies, is registered, is not revoked, has not expired on the
 * emulator's clock, and belongs to an active user. Rotated tokens pass here: whether reuse
 * matters is the caller's decision (`rotate`).
 */
export async function liveRefresh(store: Store, token: string): Promise<LiveRefresh> {
  if (!token) throw unauthorized('Missing refresh token');
  const verified = await verifyToken(store, token, 'DSR');
  if (!verified.ok) {
    if (verified.reason === 'expired') throw tokenExpired('Refresh token');
    throw unauthorized(verified.reason === 'wrong-kind' ? 'Not a refresh token' : 'Invalid token');
  }
  const record = verified.claims.jti ? store.data.refreshTokens[verified.claims.jti] : undefined;
  if (!record || record.revoked) throw unauthorized('Refresh token revoked');
  if (record.expiresAt <= Math.floor(store.now() / 1000)) throw tokenExpired('Refresh token');
  const user = sessionHolder(store, record.userId);
  const { amr } = verified.claims as { amr?: unknown };
  return { record, user, amr: Array.isArray(amr) ? amr.map(String) : [] };
}

export function revokeFamily(store: Store, family: string): void {
  for (const record of Object.values(store.data.refreshTokens)) {
    if (record.family === family) record.revoked = true;
  }
}

export function revokeUser(store: Store, userId: string): void {
  for (const record of Object.values(store.data.refreshTokens)) {
    if (record.userId === userId) record.revoked = true;
  }
}

/**
 * Spend a live refresh token for a newer pair in its family, in `tenant` (the token's own
 * when undefined). A token already spent is being sent again: within ROTATION_GRACE_MS of its
 * rotation that is a lost answer, and it gets the pair its rotation issued (`sameSuccessor`);
 * later, someone holds a copy, so the whole family (every descendant too) is revoked.
 */
export async function rotate(
  store: Store,
  live: LiveRefresh,
  tenant?: string,
): Promise<JwtResponse> {
  const { record, user, amr } = live;
  if (record.rotated) return sameSuccessor(store, record, tenant);
  // Marked before the pair is signed, so that a copy arriving meanwhile waits for this pair.
  record.rotated = true;
  const issued = issueSession(store, user, {
    family: record.family,
    tenant: (tenant ?? record.tenant) || undefined,
    amr,
  });
  return rememberSuccessor(store, record.jti, issued);
}

/** The record of the refresh token a rotation answered. */
function successorOf(store: Store, answer: JwtResponse): RefreshRecord | undefined {
  const jti = answer.refreshJwt ? decodeJwt(answer.refreshJwt).jti : undefined;
  return typeof jti === 'string' ? store.data.refreshTokens[jti] : undefined;
}

const reuse = (store: Store, record: RefreshRecord) => {
  revokeFamily(store, record.family);
  return unauthorized('Refresh token reuse detected; the session was revoked');
};

/**
 * The pair that rotating `record` issued, sent again while its window lasts and while that
 * pair's refresh token is unspent and unrevoked: a logout in between still wins, and once the
 * successor was spent the chain has moved on, so an older copy is reuse. A copy asking for
 * another tenant than the pair is in is refused (nothing changed): that pair does not answer it.
 */
async function sameSuccessor(
  store: Store,
  record: RefreshRecord,
  tenant: string | undefined,
): Promise<JwtResponse> {
  const pending = recentSuccessor(store, record.jti);
  if (!pending) throw reuse(store, record);
  const answer = await pending;
  const successor = successorOf(store, answer);
  if (!successor || successor.revoked) throw unauthorized('Refresh token revoked');
  if (successor.rotated) throw reuse(store, record);
  if (tenant !== undefined && tenant !== successor.tenant) {
    throw new ApiError(
      409,
      Codes.conflict,
      'Conflict',
      'The token was just rotated into another tenant',
    );
  }
  return answer;
}

/**
 * Whether `family` still holds a live token of `userId`: one neither revoked (a logout, a
 * logout-all or a detected reuse revokes the whole family) nor expired on the emulator's
 * clock. Rotation keeps a family live, as its newest token is. What acts for a session after
 * the call that proved it (a profile flow) checks this at each step.
 */
export function familyLive(store: Store, family: string, userId: string): boolean {
  const nowSeconds = Math.floor(store.now() / 1000);
  return Object.values(store.data.refreshTokens).some(
    (record) =>
      record.family === family &&
      record.userId === userId &&
      !record.revoked &&
      record.expiresAt > nowSeconds,
  );
}
