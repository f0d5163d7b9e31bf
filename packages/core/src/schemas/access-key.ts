import * as z from 'zod/mini';
import { anyRecord, bool, num, str, strList } from './common';

export const AccessKeyStatus = z.enum(['active', 'inactive', 'expired']);

export const AccessKey = z.looseObject({
  id: z.string(),
  name: z.string(),
  createdBy: str,
  editable: bool,
  /** Seconds since epoch; missing or 0 means it never expires. */
  expireTime: num,
  createdTime: num,
  roleNames: strList,
  status: z.optional(z.string()),
  clientId: str,
  boundUserId: str,
  keyTenants: z.optional(
    z.array(
      z.looseObject({
        tenantId: z.string(),
        roleNames: strList,
        tenantName: str,
      }),
    ),
  ),
  description: str,
  permittedIps: strList,
  customClaims: z.optional(anyRecord),
});
export type AccessKey = z.infer<typeof AccessKey>;

export const AccessKeyList = z.array(AccessKey);
export const AccessKeysResponse = z.looseObject({
  keys: AccessKeyList,
  /** Every match, when the server says; more than `keys` holds when the list was cut. */
  total: num,
});
export const AccessKeyResponse = z.looseObject({ key: AccessKey });
export const CreatedAccessKeyResponse = z.looseObject({
  cleartext: z.string(),
  key: AccessKey,
});
export type CreatedAccessKey = z.infer<typeof CreatedAccessKeyResponse>;
