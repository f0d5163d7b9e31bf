import type { AuditApi } from '../../mgmt';

/** What the audit store calls: a client's `mgmt`, or the mock. */
export interface AuditBackend {
  readonly audit: Pick<AuditApi, 'search'>;
}
