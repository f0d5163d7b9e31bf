import type { JwtResponse } from '@gatehouse/core';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { issueSession } from '../tokens/jwt';
import { assertNotDisabled } from './accounts';
import { setSessionCookies } from './cookies';

export interface SignInOptions {
  /** The audit method: 'password', 'otp', 'magiclink', ... */
  method: string;
  /** `amr` claim of the tokens. */
  amr: string[];
  /** The login id the user presented (audit `externalIds`/`actorId`). */
  loginId?: string;
}

const tenantIds = (user: UserRecord) => user.userTenants.map((t) => t.tenantId);

/** A `LoginFailed` audit (type warn) for a refused sign-in. */
export function loginFailed(
  store: Store,
  loginId: string,
  method: string,
  reason: string,
  user?: UserRecord,
): void {
  store.audit({
    action: 'LoginFailed',
    type: 'warn',
    method,
    userId: user?.userId ?? '',
    actorId: loginId,
    externalIds: [loginId],
    tenants: user ? tenantIds(user) : [],
    data: { reason },
  });
}

/**
 * The one way every method ends a successful sign-in: refuse disabled users, enable invited
 * ones (their first sign-in accepts the invitation), issue tokens, audit, set cookies.
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  user: UserRecord,
  options: SignInOptions,
): Promise<Response> {
  const store = c.get('store');
  const loginId = options.loginId ?? user.loginIds[0] ?? user.userId;
  try {
    assertNotDisabled(user);
  } catch (error) {
    loginFailed(store, loginId, options.method, 'User is disabled', user);
    throw error;
  }
  if (user.status === 'invited') user.status = 'enabled';
  const jwt = await issueSession(store, user, { amr: options.amr });
  store.audit({
    action: 'LoginSucceed',
    method: options.method,
    userId: user.userId,
    actorId: loginId,
    externalIds: [loginId],
    tenants: tenantIds(user),
  });
  return sendJwt(c, jwt);
}

/** Answer a JwtResponse, with cookies for browsers. */
export function sendJwt(c: Context<AppEnv>, jwt: JwtResponse): Response {
  setSessionCookies(c, jwt);
  return c.json(jwt);
}
