import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/request-client';
import { actorId } from './actor';

export interface AuditDetails {
  userId?: string;
  externalIds?: string[];
  /** Tenants the changed object belongs to; the actor's tenant is always added. */
  tenants?: string[];
  data?: Record<string, unknown>;
}

/**
 * The names of the roles a user or an access key holds, project-wide and in its tenants, once
 * each: what an event that assigns roles carries in its data, so that an audit search for a
 * role's name finds who was given it.
 */
export function heldRoleNames(holder: {
  roleNames: string[];
  userTenants?: Array<{ roleNames: string[] }>;
  keyTenants?: Array<{ roleNames: string[] }>;
}): string[] {
  const tenants = holder.userTenants ?? holder.keyTenants ?? [];
  return [...new Set([...holder.roleNames, ...tenants.flatMap((t) => t.roleNames)])];
}

/**
 * Record a management change. The actor's tenant is included so that a tenant admin's audit
 * search finds its own changes even when the object spans other tenants.
 */
export function auditChange(c: Context<AppEnv>, action: string, details: AuditDetails = {}) {
  const actor = c.get('actor');
  const tenants = new Set(details.tenants ?? []);
  if (actor.tenant) tenants.add(actor.tenant);
  return c.get('store').audit({
    action,
    actorId: actorId(actor),
    type: 'info',
    method: 'management',
    userId: details.userId ?? '',
    externalIds: details.externalIds ?? [],
    tenants: [...tenants],
    data: details.data ?? {},
    remoteAddress: clientAddress(c),
  });
}
