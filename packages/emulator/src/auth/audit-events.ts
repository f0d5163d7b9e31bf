import { requestClient } from '../http/request-client';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';

// The audit events the auth functions write, whichever route or flow they serve: one
// `LoginSucceed` per session issued, one `LoginFailed` (type warn) per refused sign-in, one
// `UserModified` per change users make to their own account.

const tenantIds = (user: UserRecord) => user.userTenants.map((t) => t.tenantId);

/**
 * A `LoginFailed` audit (type warn) for a refused sign-in, in `tenants` (the user's unless
 * given: a tenant's identity provider refused in its own tenant).
 */
export function loginFailed(
  store: Store,
  loginId: string,
  method: string,
  reason: string,
  user?: UserRecord,
  tenants = user ? tenantIds(user) : [],
): void {
  store.audit({
    action: 'LoginFailed',
    type: 'warn',
    method,
    userId: user?.userId ?? '',
    actorId: loginId,
    externalIds: [loginId],
    tenants,
    data: { reason },
  });
}

/**
 * A `LoginSucceed` audit for a session issued to `user`, who presented `loginId`. It keeps
 * the caller's address and browser: the user's signed-in devices are read from these
 * (`GET /v1/auth/me/history`, history.ts).
 */
export function loginSucceeded(
  store: Store,
  user: UserRecord,
  method: string,
  loginId: string,
): void {
  const client = requestClient();
  store.audit({
    action: 'LoginSucceed',
    method,
    userId: user.userId,
    actorId: loginId,
    externalIds: [loginId],
    tenants: tenantIds(user),
    ...(client && { remoteAddress: client.ip, data: { userAgent: client.userAgent } }),
  });
}

/**
 * A `UserModified` audit of a change to `user`'s own account, made by them (`loginId`: the
 * login id they gave; their first one otherwise) or proven by them (a verified email).
 */
export function userModified(
  store: Store,
  user: UserRecord,
  method: string,
  details: { loginId?: string; tenants?: string[]; data?: Record<string, unknown> } = {},
): void {
  store.audit({
    action: 'UserModified',
    method,
    userId: user.userId,
    actorId: details.loginId ?? user.loginIds[0] ?? user.userId,
    externalIds: details.loginId ? [details.loginId] : user.loginIds.slice(0, 1),
    ...(details.tenants && { tenants: details.tenants }),
    data: details.data ?? {},
  });
}
