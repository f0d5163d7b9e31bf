import * as z from 'zod/mini';
import { bool, num, str, strList } from './common';

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
    z.array(z.looseObject({ tenantId: z.string(), roleNames: strList, tenantName: str })),
  ),
  description: str,
  permittedIps: strList,
  customClaims: z.optional(z.record(z.string(), z.unknown())),
});
export type AccessKey = z.infer<typeof AccessKey>;

export const AccessKeysResponse = z.looseObject({ keys: z.array(AccessKey) });
export const AccessKeyResponse = z.looseObject({ key: AccessKey });
export const CreatedAccessKeyResponse = z.looseObject({ cleartext: z.string(), key: AccessKey });
export type CreatedAccessKey = z.infer<typeof CreatedAccessKeyResponse>;
