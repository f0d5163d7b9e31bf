import * as z from 'zod/mini';
import { anyRecord, bool, num, str, strList } from './common';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas an app does not use (scripts/size.mjs measures createClient alone).

export const AccessKeyStatus = /* @__PURE__ */ z.enum(['active', 'inactive', 'expired']);

export const AccessKey = /* @__PURE__ */ z.looseObject({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  createdBy: str,
  editable: bool,
  /** Seconds since epoch; missing or 0 means it never expires. */
  expireTime: num,
  createdTime: num,
  roleNames: strList,
  status: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  clientId: str,
  boundUserId: str,
  keyTenants: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.looseObject({
        tenantId: /* @__PURE__ */ z.string(),
        roleNames: strList,
        tenantName: str,
      }),
    ),
  ),
  description: str,
  permittedIps: strList,
  customClaims: /* @__PURE__ */ z.optional(anyRecord),
});
export type AccessKey = z.infer<typeof AccessKey>;

export const AccessKeyList = /* @__PURE__ */ z.array(AccessKey);
export const AccessKeysResponse = /* @__PURE__ */ z.looseObject({
  keys: AccessKeyList,
  /** Every match, when the server says; more than `keys` holds when the list was cut. */
  total: num,
});
export const AccessKeyResponse = /* @__PURE__ */ z.looseObject({ key: AccessKey });
export const CreatedAccessKeyResponse = /* @__PURE__ */ z.looseObject({
  cleartext: /* @__PURE__ */ z.string(),
  key: AccessKey,
});
export type CreatedAccessKey = z.infer<typeof CreatedAccessKeyResponse>;
