import type { Actor } from '../http/app-env';
import type { UserRecord } from '../state/types';

// Who a management call acts as. Set by `requireManagement` (src/mgmt/authorize.ts) and read by
// every management route; plain data, so that the request context can hold it without
// importing the middleware that makes it.

/** The built-in role that lets a session manage its tenant. */
export const TENANT_ADMIN = 'Tenant Admin';

export type { Actor };

/** A session holder administers `tenant` when they hold Tenant Admin there. */
export function isTenantAdmin(user: UserRecord, tenant: string): boolean {
  const entry = user.userTenants.find((t) => t.tenantId === tenant);
  return !!entry && entry.roleNames.includes(TENANT_ADMIN);
}

/** Actor id for audit events. */
export const actorId = (actor: Actor): string =>
  actor.kind === 'session' ? (actor.user.loginIds[0] ?? actor.user.userId) : 'management-key';
