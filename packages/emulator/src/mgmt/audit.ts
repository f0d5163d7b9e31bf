import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { actorId } from './actor';

export interface AuditDetails {
  userId?: string;
  externalIds?: string[];
  /** Tenants the changed object belongs to; the actor's tenant is always added. */
  tenants?: string[];
  data?: Record<string, unknown>;
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
    remoteAddress: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
  });
}
