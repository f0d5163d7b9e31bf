import { ApiError, Codes, unauthorized } from '../http/errors';
import type { Store } from '../state/store';
import type { RefreshRecord, UserRecord } from '../state/types';
import { verifyToken } from '../tokens/jwt';
import { sessionHolder } from './admission';

export const tokenExpired = (what: string) =>
  new ApiError(401, Codes.tokenExpired, 'Unauthorized', `${what} expired`);

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
 * Spend a refresh token for a newer one. A token that was already spent is being replayed:
 * someone holds a copy, so the whole family (every descendant too) is revoked.
 */
export function rotate(store: Store, record: RefreshRecord): void {
  if (record.rotated) {
    revokeFamily(store, record.family);
    throw unauthorized('Refresh token reuse detected; the session was revoked');
  }
  record.rotated = true;
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
