import type { MiddlewareHandler } from 'hono';
import { bearerUser } from '../auth/caller';
import type { AppEnv } from '../http/app-env';
import { readBearer } from '../http/bearer';
import { forbidden } from '../http/errors';
import { isTenantAdmin, TENANT_ADMIN } from './actor';
import { assertProjectActor } from './scope';

/**
 * Management routes: the project's management key acts project-wide (optionally scoped by
 * `?tenant=`); a session acts only in `?tenant=X` where its user is Tenant Admin. The session
 * may be named by its session JWT or by its refresh JWT, as the provider's widgets send it
 * (`bearerUser`): the same user, held to the same tenant check.
 */
export const requireManagement: MiddlewareHandler<AppEnv> = async (c, next) => {
  const store = c.get('store');
  const { token } = readBearer(c, store.data.projectId);
  const tenant = c.req.query('tenant') || undefined;
  if (token && token === store.data.managementKey) {
    c.set('actor', { kind: 'management', tenant });
    return next();
  }
  const user = await bearerUser(c, token);
  if (!tenant) throw forbidden('A session may only manage a tenant: pass ?tenant=');
  if (!store.data.tenants.some((t) => t.id === tenant)) throw forbidden('Unknown tenant');
  if (!isTenantAdmin(user, tenant)) throw forbidden(`Not a ${TENANT_ADMIN} of this tenant`);
  c.set('actor', { kind: 'session', tenant, user });
  return next();
};

/**
 * Project-level changes (permissions, tenants) are the management key's alone: refused
 * (403) for a tenant's session before the body is read.
 */
export const requireProjectActor =
  (what: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    assertProjectActor(c.get('actor'), what);
    await next();
  };
