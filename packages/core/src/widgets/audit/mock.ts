// Sample data and an in-memory server for mock mode (spec §1, §7): no call leaves the page.
import type { AuditSearchInput } from '../../mgmt';
import type { AuditEvent } from '../../schemas';
import { searchLocal } from '../local-search';
import { mockOk } from '../mock-result';
import type { AuditBackend } from './backend';

export const MOCK_AUDIT_COUNT = 8;
const HOUR_MS = 3_600_000;
const ACTIONS = ['LoginSucceed', 'LoginFailed', 'UserCreated', 'RoleModified'];
const METHODS = ['otp', 'password', 'magiclink', 'webauthn'];

/** 8 events, one every two hours back from now, so all fall within the default day (§7). */
export function mockAuditEvents(nowMs: number): AuditEvent[] {
  return Array.from({ length: MOCK_AUDIT_COUNT }, (_, index) => ({
    id: `mock-audit-${index + 1}`,
    action: ACTIONS[index % ACTIONS.length] ?? '',
    actorId: `actor${index + 1}@example.com`,
    type: index % 2 === 0 ? 'info' : 'warn',
    method: METHODS[index % METHODS.length] ?? '',
    userId: `mock-user-${(index % 3) + 1}`,
    device: index % 2 === 0 ? 'Desktop' : 'Mobile',
    geo: index % 2 === 0 ? 'US' : 'IL',
    remoteAddress: `10.0.0.${index + 1}`,
    externalIds: [`user${(index % 3) + 1}@example.com`],
    occurred: nowMs - index * 2 * HOUR_MS,
  }));
}

const occurredMs = (event: AuditEvent) => Number(event.occurred ?? Number.NaN);

/** An in-memory audit server: searches filter by text and `from` and sort as asked. */
export function createMockAuditBackend(now: () => number = Date.now): AuditBackend {
  const events = mockAuditEvents(now());
  return {
    audit: {
      search: ({ from = -Infinity, to = Infinity, ...input }: AuditSearchInput = {}) => {
        const since = events.filter((e) => occurredMs(e) >= from && occurredMs(e) <= to);
        const audits = searchLocal(since, input);
        return mockOk({ audits, total: audits.length });
      },
    },
  };
}
