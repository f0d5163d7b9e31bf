import type { AuditApi } from '../../mgmt';

/** What the audit store calls: a client's `mgmt`, or the mock. */
export interface AuditBackend {
  readonly audit: Pick<AuditApi, 'search'>;
}

/** Every method of an `AuditBackend`: what the lazily loaded mock must call through. */
export const AUDIT_BACKEND_METHODS = {
  audit: ['search'],
} as const satisfies { [G in keyof AuditBackend]: readonly (keyof AuditBackend[G])[] };
