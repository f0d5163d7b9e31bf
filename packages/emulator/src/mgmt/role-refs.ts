import type { EmulatorData, RoleRecord } from '../state/types';

/**
 * Rename (`to` given) or remove (`to` undefined) every reference to `role` held by users and
 * access keys, so that no one keeps a role that no longer exists under that name. A tenant
 * role is referenced only in that tenant's entries; a built-in role anywhere, except in
 * tenants that define a role of the same name (there the name means their own role).
 */
export function rewriteRoleRefs(data: EmulatorData, role: RoleRecord, to?: string): void {
  const from = role.name;
  const shadowed = new Set(
    data.roles.filter((r) => r.name === from && r.tenantId !== '').map((r) => r.tenantId),
  );
  const rewrite = (names: string[]) =>
    to === undefined ? names.filter((n) => n !== from) : names.map((n) => (n === from ? to : n));
  const touchesEntry = (tenantId: string) =>
    role.tenantId ? tenantId === role.tenantId : !shadowed.has(tenantId);
  for (const holder of [...data.users, ...data.accessKeys]) {
    if (!role.tenantId) holder.roleNames = rewrite(holder.roleNames);
    const entries = 'userTenants' in holder ? holder.userTenants : holder.keyTenants;
    for (const entry of entries) {
      if (touchesEntry(entry.tenantId)) entry.roleNames = rewrite(entry.roleNames);
    }
  }
}
