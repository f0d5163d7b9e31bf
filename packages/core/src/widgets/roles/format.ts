import type { Role } from '../../schemas';

/** A role as the table shows it: editable 'no' for built-in roles (empty tenantId, spec §3). */
export type RoleRow = Role & { editable: 'yes' | 'no' };

export const isBuiltIn = (role: Pick<Role, 'tenantId'>): boolean => !role.tenantId;

export const roleRow = (role: Role): RoleRow => ({
  ...role,
  editable: isBuiltIn(role) ? 'no' : 'yes',
});
