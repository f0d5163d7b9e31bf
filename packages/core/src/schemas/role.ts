import * as z from 'zod/mini';
import { bool, num, str, strList } from './common';

// `/* @__PURE__ */` marks each schema call as free of side effects: apps use some of this
// module's schemas and not others (a widget reads a user, the sign-in a session), and the
// marks keep the others out (`npm run size` measured it; elsewhere they made no difference).

export const Permission = /* @__PURE__ */ z.looseObject({
  name: /* @__PURE__ */ z.string(),
  description: str,
  systemDefault: bool,
});
export type Permission = z.infer<typeof Permission>;

export const Role = /* @__PURE__ */ z.looseObject({
  name: /* @__PURE__ */ z.string(),
  description: str,
  permissionNames: strList,
  createdTime: num,
  /** Empty for built-in (project-level) roles. */
  tenantId: str,
  default: bool,
  private: bool,
});
export type Role = z.infer<typeof Role>;

export const RolesResponse = /* @__PURE__ */ z.looseObject({
  roles: /* @__PURE__ */ z.array(Role),
  /** Every match of a search, when the server says. */
  total: num,
});
export const PermissionsResponse = /* @__PURE__ */ z.looseObject({
  permissions: /* @__PURE__ */ z.array(Permission),
});
