import type { Role } from '../../schemas';

/** How two role names compare: a person reads "Viewer", "viewer" and " VIEWER " as one name. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Whether `name` is taken among the roles a tenant sees (the built-in roles and its own): the
 * rule the server keeps too, checked here before a form is sent. Names compare
 * case-insensitively; `self` is the name of the role being renamed, which may change the case
 * of its own name.
 */
export function roleNameTaken(
  roles: readonly Pick<Role, 'name'>[],
  name: string,
  self?: string,
): boolean {
  const key = nameKey(name);
  return roles.some((role) => role.name !== self && nameKey(role.name) === key);
}
