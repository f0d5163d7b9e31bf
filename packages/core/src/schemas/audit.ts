import * as z from 'zod/mini';
import { anyRecord, num, str, strList } from './common';

export const AuditEvent = z.looseObject({
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
  occurred: z.optional(z.union([z.number(), z.string()])),
  data: z.optional(anyRecord),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventList = z.array(AuditEvent);
export const AuditsResponse = z.looseObject({
  audits: AuditEventList,
  total: num,
});
