import type { Call } from './call';
import { roleReads } from './role-reads';
import { roleWrites } from './role-writes';

/** The management API's role calls: the reads (role-reads.ts) and the writes (role-writes.ts). */
export const createRoles = (call: Call, tenant: string | undefined) => ({
  ...roleReads(call),
  ...roleWrites(call, tenant),
});

export type RolesApi = ReturnType<typeof createRoles>;
