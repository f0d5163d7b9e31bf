import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { sessionUser } from '../http/authorize';
import { readBearer } from '../http/bearer';
import { forbidden } from '../http/errors';
import type { UserRecord } from '../state/types';
import { refreshCookie } from './cookies';
import { decodeDrn } from './drn';
import { loginIdKey } from './login-id';
import { liveRefresh } from './refresh';

/** The bearer's token, or the browser's refresh cookie when the bearer carries none. */
export function callerToken(c: Context<AppEnv>): string {
  const { token } = readBearer(c, c.get('store').data.projectId);
  return token || refreshCookie(c);
}

/**
 * The user behind the call's refresh token or session token (401 otherwise). A refresh
 * token must still be registered and unrevoked, so a logout takes effect here too.
 */
export async function callerUser(c: Context<AppEnv>): Promise<UserRecord> {
  const token = callerToken(c);
  if (decodeDrn(token) === 'DS') return sessionUser(c, token);
  return (await liveRefresh(c.get('store'), token)).user;
}

/** Changes to a login id's credentials need a token of that same user. */
export function assertOwns(user: UserRecord, loginId: string): void {
  const wanted = loginIdKey(loginId);
  if (!user.loginIds.some((id) => loginIdKey(id) === wanted)) {
    throw forbidden('The token does not belong to this login id');
  }
}
