import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { findUserById } from '../state/store';
import type { UserRecord } from '../state/types';
import { type VerifyFailure, verifyToken } from '../tokens/jwt';
import { readBearer } from './bearer';
import { ApiError, Codes, forbidden, unauthorized } from './errors';

export const TENANT_ADMIN = 'Tenant Admin';

/** Who is calling a management route, and the tenant they may act in. */
export type Actor =
  | { kind: 'management'; tenant?: string }
  | { kind: 'session'; tenant: string; user: UserRecord };

/** A session holder administers `tenant` when they hold Tenant Admin there. */
export function isTenantAdmin(user: UserRecord, tenant: string): boolean {
  const entry = user.userTenants.find((t) => t.tenantId === tenant);
  return !!entry && entry.roleNames.includes(TENANT_ADMIN);
}

const REFUSALS: Record<Exclude<VerifyFailure, 'expired'>, string> = {
  invalid: 'Invalid session token',
  'wrong-kind': 'Not a session token',
  revoked: 'Session revoked',
};

/** The signed-in user behind a live session JWT, or a 401 that says why not. */
export async function sessionUser(c: Context<AppEnv>, token: string): Promise<UserRecord> {
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
  const user = findUserById(store.data, verified.claims.sub);
  if (user?.status !== 'enabled') throw unauthorized('User is not active');
  return user;
}

/**
 * Management routes: the project's management key acts project-wide (optionally scoped by
 * `?tenant=`); a session acts only in `?tenant=X` where its user is Tenant Admin.
 */
export const requireManagement: MiddlewareHandler<AppEnv> = async (c, next) => {
  const store = c.get('store');
  const { token } = readBearer(c, store.data.projectId);
  const tenant = c.req.query('tenant') || undefined;
  if (token && token === store.data.managementKey) {
    c.set('actor', { kind: 'management', tenant });
    return next();
  }
  const user = await sessionUser(c, token);
  if (!tenant) throw forbidden('A session may only manage a tenant: pass ?tenant=');
  if (!store.data.tenants.some((t) => t.id === tenant)) throw forbidden('Unknown tenant');
  if (!isTenantAdmin(user, tenant)) throw forbidden(`Not a ${TENANT_ADMIN} of this tenant`);
  c.set('actor', { kind: 'session', tenant, user });
  return next();
};

/** The tenant a management call is scoped to, if any. */
export const actorTenant = (actor: Actor): string | undefined => actor.tenant;

/** Actor id for audit events. */
export const actorId = (actor: Actor): string =>
  actor.kind === 'session' ? (actor.user.loginIds[0] ?? actor.user.userId) : 'management-key';
