import * as z from 'zod/mini';
import { anyRecord, bool, num, str, strList } from './common';

export const UserStatus = z.enum(['enabled', 'disabled', 'invited']);
export type UserStatus = z.infer<typeof UserStatus>;

export const UserTenant = z.looseObject({
  tenantId: z.string(),
  roleNames: strList,
  tenantName: str,
});
export type UserTenant = z.infer<typeof UserTenant>;

export const User = z.looseObject({
  loginIds: z.array(z.string()),
  userId: z.string(),
  externalIds: strList,
  name: str,
  email: str,
  phone: str,
  roleNames: strList,
  verifiedEmail: bool,
  verifiedPhone: bool,
  userTenants: z.optional(z.array(UserTenant)),
  status: str,
  editable: bool,
  createdTime: num,
  customAttributes: z.optional(anyRecord),
  familyName: str,
  givenName: str,
  middleName: str,
  picture: str,
  password: bool,
  SAML: bool,
  test: bool,
  TOTP: bool,
  webauthn: bool,
  OAuth: z.optional(z.record(z.string(), z.boolean())),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.looseObject({ user: User });
export const UsersResponse = z.looseObject({ users: z.array(User), total: num });

export const CustomAttribute = z.looseObject({
  name: z.string(),
  displayName: str,
  type: num,
  editable: bool,
  options: z.optional(z.array(z.looseObject({ label: str, value: z.unknown() }))),
});
export type CustomAttribute = z.infer<typeof CustomAttribute>;
export const CustomAttributesResponse = z.looseObject({ data: z.array(CustomAttribute) });

export const CleartextResponse = z.looseObject({ cleartext: z.string() });

export const Tenant = z.looseObject({
  id: z.string(),
  name: z.string(),
  selfProvisioningDomains: strList,
  customAttributes: z.optional(anyRecord),
});
export type Tenant = z.infer<typeof Tenant>;
export const TenantsResponse = z.looseObject({ tenants: z.array(Tenant) });

export const UserHistoryEntry = z.looseObject({
  userId: str,
  loginTime: num,
  city: str,
  country: str,
  ip: str,
});
export const UserHistoryResponse = z.array(UserHistoryEntry);
