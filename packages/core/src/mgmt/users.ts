import type { Call } from './call';
import { userReads } from './user-reads';
import { userWrites } from './user-writes';

/** The management API's user calls: the reads (user-reads.ts) and the writes (user-writes.ts). */
export const createUsers = (call: Call, tenant: string | undefined) => ({
  ...userReads(call),
  ...userWrites(call, tenant),
});

export type UsersApi = ReturnType<typeof createUsers>;
