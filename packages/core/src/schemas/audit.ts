import * as z from 'zod/mini';
import { anyRecord, num, str, strList } from './common';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas an app does not use (scripts/size.mjs measures createClient alone).

export const AuditEvent = /* @__PURE__ */ z.looseObject({
  id: str,
  projectId: str,
  action: str,
  actorId: str,
  type: str,
  method: str,
  userId: str,
  device: str,
  geo: str,
  remoteAddress: str,
  externalIds: strList,
  tenants: strList,
  /** Epoch milliseconds. The provider sends it as a number or a numeric string. */
  occurred: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
  ),
  data: /* @__PURE__ */ z.optional(anyRecord),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventList = /* @__PURE__ */ z.array(AuditEvent);
export const AuditsResponse = /* @__PURE__ */ z.looseObject({
  audits: AuditEventList,
  total: num,
});
