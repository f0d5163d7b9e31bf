import type { JwtResponse } from '@gatehouse/core';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { issueSession } from '../tokens/jwt';
import { admit } from './admission';
import { loginSucceeded } from './audit-events';
import { setSessionCookies } from './cookies';

export interface SignInOptions {
  /** The audit method: 'password', 'otp', 'magiclink', ... */
  method: string;
  /** `amr` claim of the tokens. */
  amr: string[];
  /** The login id the user presented (audit `externalIds`/`actorId`). */
  loginId?: string;
}

/**
 * The one way every method ends a successful sign-in, a REST route or a flow's end: admit
 * the user once more (a flow's first factor, or an approval, may be minutes old), enable an
 * invited one (their first sign-in accepts the invitation), issue tokens, audit.
 */
export async function signIn(
  store: Store,
  user: UserRecord,
  options: SignInOptions,
): Promise<JwtResponse> {
  const loginId = options.loginId || user.loginIds[0] || user.userId;
  admit(store, user, { method: options.method, loginId });
  if (user.status === 'invited') user.status = 'enabled';
  const jwt = await issueSession(store, user, { amr: options.amr });
  loginSucceeded(store, user, options.method, loginId);
  return jwt;
}

/** A REST sign-in's answer: `signIn`, then the JwtResponse, with cookies for browsers. */
export async function completeSignIn(
  c: Context<AppEnv>,
  user: UserRecord,
  options: SignInOptions,
): Promise<Response> {
  return sendJwt(c, await signIn(c.get('store'), user, options));
}

/** Answer a JwtResponse, with cookies for browsers. */
export function sendJwt(c: Context<AppEnv>, jwt: JwtResponse): Response {
  setSessionCookies(c, jwt);
  return c.json(jwt);
}
