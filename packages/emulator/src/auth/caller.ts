import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readBearer } from '../http/bearer';
import { ApiError, Codes, forbidden, unauthorized } from '../http/errors';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { REFRESH_LINK_CLAIM } from '../tokens/claims';
import { type Verified, type VerifyFailure, verifyToken } from '../tokens/jwt';
import { sessionHolder } from './admission';
import { refreshCookie } from './cookies';
import { decodeDrn } from './drn';
import { loginIdKey } from './login-id';
import { type LiveRefresh, liveRefresh } from './refresh';
import { recentSuccessor } from './rotation-grace';

const REFUSALS: Record<Exclude<VerifyFailure, 'expired'>, string> = {
  invalid: 'Invalid session token',
  'wrong-kind': 'Not a session token',
  revoked: 'Session revoked',
};

type SessionClaims = Extract<Verified, { ok: true }>['claims'];

/** A live user session JWT: its user and its claims, or a 401 that says why not. */
async function liveSession(
  c: Context<AppEnv>,
  token: string,
): Promise<{ user: UserRecord; claims: SessionClaims }> {
  const store = c.get('store');
  if (!token) throw unauthorized('Missing session token');
  const verified = await verifyToken(store, token, 'DS');
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      throw new ApiError(401, Codes.tokenExpired, 'Unauthorized', 'Session token expired');
    }
    throw unauthorized(REFUSALS[verified.reason]);
  }
  // An access key's session names the key, never a user, even if a user had the same id.
  if (verified.subject !== 'user') throw unauthorized('Not a user session');
  return { user: sessionHolder(store, verified.claims.sub), claims: verified.claims };
}

/** The signed-in user behind a live session JWT, or a 401 that says why not. */
export async function sessionUser(c: Context<AppEnv>, token: string): Promise<UserRecord> {
  return (await liveSession(c, token)).user;
}

/**
 * The user a bearer token signs in as, whether it is a session JWT or, as the provider's
 * browser clients send it, the refresh JWT (`Bearer <projectId>:<DSR>`): a refresh token
 * stands for its session and nothing more. It must be registered, unrevoked, unexpired and
 * still the newest of its family (a rotated-out copy is what a thief would hold), and it is
 * held to the same checks as the session (an active user; what it may do is the caller's
 * business, decided the same way for both).
 */
export async function bearerUser(c: Context<AppEnv>, token: string): Promise<UserRecord> {
  if (decodeDrn(token) !== 'DSR') return sessionUser(c, token);
  return unrotated(await liveRefresh(c.get('store'), token)).user;
}

/** A live refresh token that is still the newest of its family, or a 401. */
function unrotated(live: LiveRefresh): LiveRefresh {
  if (live.record.rotated) throw unauthorized('Refresh token was rotated; use the newest one');
  return live;
}

/** The bearer's token, or the browser's refresh cookie when the bearer carries none. */
export function callerToken(c: Context<AppEnv>): string {
  const { token } = readBearer(c, c.get('store').data.projectId);
  return token || refreshCookie(c);
}

/**
 * A live refresh token that is the newest of its family or was rotated out within
 * ROTATION_GRACE_MS (its rotation's answer may have been lost, so the client still holds it);
 * later a copy of it is what a thief would hold: a 401, as `unrotated` answers.
 */
function withinRotationGrace(store: Store, live: LiveRefresh): LiveRefresh {
  if (live.record.rotated && !recentSuccessor(store, live.record.jti)) return unrotated(live);
  return live;
}

/**
 * The session behind the call's refresh token or session token (401 otherwise): its user and
 * the refresh record it lives by (a session JWT names it in its link claim). A refresh token
 * must still be registered and unrevoked, so a logout takes effect here too, and rotated out
 * at most ROTATION_GRACE_MS ago.
 */
export async function callerSession(c: Context<AppEnv>): Promise<LiveRefresh> {
  const store = c.get('store');
  const token = callerToken(c);
  if (decodeDrn(token) !== 'DS') return withinRotationGrace(store, await liveRefresh(store, token));
  const { user, claims } = await liveSession(c, token);
  const link = String(claims[REFRESH_LINK_CLAIM]);
  // A live user session's link names a registered, unrevoked record (`verifyToken` checked).
  const record = Object.hasOwn(store.data.refreshTokens, link)
    ? store.data.refreshTokens[link]
    : undefined;
  if (!record) throw unauthorized(REFUSALS.revoked);
  return { record, user, amr: Array.isArray(claims.amr) ? claims.amr.map(String) : [] };
}

/**
 * `callerSession` for a call that acts for the session from here on (a profile flow's start):
 * a refresh token must also still be the newest of its family.
 */
export async function currentSession(c: Context<AppEnv>): Promise<LiveRefresh> {
  const live = await callerSession(c);
  return decodeDrn(callerToken(c)) === 'DS' ? live : unrotated(live);
}

/** The user behind the call's refresh token or session token (401 otherwise). */
export async function callerUser(c: Context<AppEnv>): Promise<UserRecord> {
  return (await callerSession(c)).user;
}

/** Changes to a login id's credentials need a token of that same user. */
export function assertOwns(user: UserRecord, loginId: string): void {
  const wanted = loginIdKey(loginId);
  if (!user.loginIds.some((id) => loginIdKey(id) === wanted)) {
    throw forbidden('The token does not belong to this login id');
  }
}
