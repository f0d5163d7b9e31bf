import * as z from 'zod/mini';
import { bool, num, str, strList } from './common';

export const Permission = z.looseObject({
  name: z.string(),
  description: str,
  systemDefault: bool,
});
export type Permission = z.infer<typeof Permission>;

export const Role = z.looseObject({
  name: z.string(),
  description: str,
  permissionNames: strList,
  createdTime: num,
  /** Empty for built-in (project-level) roles. */
  tenantId: str,
  default: bool,
  private: bool,
});
export type Role = z.infer<typeof Role>;

export const RolesResponse = z.looseObject({ roles: z.array(Role) });
export const PermissionsResponse = z.looseObject({ permissions: z.array(Permission) });
