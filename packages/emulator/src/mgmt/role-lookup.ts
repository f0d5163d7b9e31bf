import { notFound } from '../http/errors';
import type { EmulatorData, RoleRecord } from '../state/types';
import type { Actor } from './actor';
import { assertRoleWritable } from './scope';

/** The tenant a role change applies to: the actor's own, or what a project actor names. */
export const roleTenant = (actor: Actor, tenantId: string | undefined) =>
  actor.tenant ?? tenantId ?? '';

/**
 * The role a change names, for changing: a tenant actor's own role of that name first, then a
 * built-in one (which a session may not change: 403). Unknown or out of scope: 404.
 */
export function writableRole(
  data: EmulatorData,
  actor: Actor,
  name: string,
  tenantId: string | undefined,
): RoleRecord {
  const tenant = roleTenant(actor, tenantId);
  const role =
    data.roles.find((r) => r.name === name && r.tenantId === tenant) ??
    (actor.tenant ? data.roles.find((r) => r.name === name && r.tenantId === '') : undefined);
  if (!role) throw notFound(`Role ${name}`);
  assertRoleWritable(actor, role);
  return role;
}
