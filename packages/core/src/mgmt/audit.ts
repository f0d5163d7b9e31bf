import type { ReadBody } from '../http/http';
import { AuditsResponse } from '../schemas';
import { searchBody } from './body';
import type { Call } from './call';
import type { AuditSearchInput } from './types';

export function createAudit(call: Call) {
  return {
    /** `read` reads the answer as it arrives: a list shows its first rows before the rest is in. */
    search: ({ from, to, ...search }: AuditSearchInput = {}, read?: ReadBody) =>
      call(
        '/v1/mgmt/audit/search',
        { ...searchBody(search), from, to },
        AuditsResponse,
        ({ audits, total }) => ({ audits, total: total ?? audits.length }),
        read,
      ),
  };
}

export type AuditApi = ReturnType<typeof createAudit>;
