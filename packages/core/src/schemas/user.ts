import * as z from 'zod/mini';
import { anyRecord, bool, num, recordOf, str, strList } from './common';

// `/* @__PURE__ */` marks each schema call as free of side effects: apps use some of this
// module's schemas and not others (a widget reads a user, the sign-in a session), and the
// marks keep the others out (`npm run size` measured it; elsewhere they made no difference).

export const UserStatus = /* @__PURE__ */ z.enum(['enabled', 'disabled', 'invited']);
export type UserStatus = z.infer<typeof UserStatus>;

export const UserTenant = /* @__PURE__ */ z.looseObject({
  tenantId: /* @__PURE__ */ z.string(),
  roleNames: strList,
  tenantName: str,
});
export type UserTenant = z.infer<typeof UserTenant>;

export const User = /* @__PURE__ */ z.looseObject({
  loginIds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  userId: /* @__PURE__ */ z.string(),
  externalIds: strList,
  name: str,
  email: str,
  phone: str,
  roleNames: strList,
  verifiedEmail: bool,
  verifiedPhone: bool,
  userTenants: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(UserTenant)),
  status: str,
  editable: bool,
  createdTime: num,
  customAttributes: /* @__PURE__ */ z.optional(anyRecord),
  familyName: str,
  givenName: str,
  middleName: str,
  picture: str,
  password: bool,
  SAML: bool,
  test: bool,
  TOTP: bool,
  webauthn: bool,
  OAuth: /* @__PURE__ */ z.optional(/* @__PURE__ */ recordOf(/* @__PURE__ */ z.boolean())),
});
export type User = z.infer<typeof User>;

export const UserResponse = /* @__PURE__ */ z.looseObject({ user: User });
export const UserList = /* @__PURE__ */ z.array(User);
export const UsersResponse = /* @__PURE__ */ z.looseObject({
  users: UserList,
  total: num,
});

export const CustomAttribute = /* @__PURE__ */ z.looseObject({
  name: /* @__PURE__ */ z.string(),
  displayName: str,
  type: num,
  editable: bool,
  options: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.looseObject({ label: str, value: /* @__PURE__ */ z.unknown() }),
    ),
  ),
});
export type CustomAttribute = z.infer<typeof CustomAttribute>;
export const CustomAttributesResponse = /* @__PURE__ */ z.looseObject({
  data: /* @__PURE__ */ z.array(CustomAttribute),
});

export const CleartextResponse = /* @__PURE__ */ z.looseObject({
  cleartext: /* @__PURE__ */ z.string(),
});

export const Tenant = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  selfProvisioningDomains: strList,
  customAttributes: /* @__PURE__ */ z.optional(anyRecord),
});
export type Tenant = z.infer<typeof Tenant>;
export const TenantsResponse = /* @__PURE__ */ z.looseObject({
  tenants: /* @__PURE__ */ z.array(Tenant),
});
