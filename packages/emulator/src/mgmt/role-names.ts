import type { RoleRecord } from '../state/types';

/** How two role names compare: a person reads "Viewer", "viewer" and " VIEWER " as one name. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The role that already holds `name` where a role of `tenantId` ('' for built-in) would be
 * seen, or undefined when the name is free. A tenant sees the built-in roles beside its own,
 * so a tenant role may not take a built-in role's name nor another of its tenant's; a
 * built-in role is seen by every tenant, so it may take no role's name at all. Names compare
 * case-insensitively. `self` is the role being renamed: it may change the case of its name.
 */
export function roleNameHolder(
  roles: readonly Pick<RoleRecord, 'name' | 'tenantId'>[],
  name: string,
  tenantId: string,
  self?: Pick<RoleRecord, 'name' | 'tenantId'>,
): Pick<RoleRecord, 'name' | 'tenantId'> | undefined {
  const key = nameKey(name);
  return roles.find(
    (role) =>
      role !== self &&
      nameKey(role.name) === key &&
      (!tenantId || !role.tenantId || role.tenantId === tenantId),
  );
}

/** Why `name` cannot be used, naming the role that holds it. */
export const roleNameTakenText = (name: string, holder: Pick<RoleRecord, 'name' | 'tenantId'>) =>
  `Role ${name.trim()} already exists (${
    holder.tenantId
      ? `role ${holder.name} of tenant ${holder.tenantId}`
      : `built-in role ${holder.name}`
  })`;
