import { AuditsResponse } from '../schemas';
import { searchBody } from './body';
import type { Call } from './call';
import type { AuditSearchInput } from './types';

export function createAudit(call: Call) {
  return {
    search: ({ from, ...search }: AuditSearchInput = {}) =>
      call(
        '/v1/mgmt/audit/search',
        { ...searchBody(search), from },
        AuditsResponse,
        ({ audits, total }) => ({ audits, total: total ?? audits.length }),
      ),
  };
}

export type AuditApi = ReturnType<typeof createAudit>;
