import type { AuditRecord, EmulatorData } from '../state/types';

// Bulk audit events for volume tests (an export of 100,000 events): generated, not seeded,
// so that a test asks for a number instead of carrying a 30 MB seed, and made in a few tens
// of milliseconds (ids are sequential: no random bytes per event).

/** The most a start may ask for: beyond it the state's reset copy would crowd the heap. */
export const MAX_SAMPLE_AUDITS = 1_000_000;
/** Every sample event's actor starts with it: a search for it finds exactly the sample. */
export const SAMPLE_ACTOR = 'bulk.user';

const ACTIONS = ['LoginSucceed', 'LoginFailed', 'UserModified', 'AccessKeyCreated'];
const GEOS = ['US', 'DE', 'IL', 'GB', 'FR'];
const SPREAD_MS = 23 * 3_600_000;

/**
 * `count` audit events in the project's first tenant, spread evenly over the 23 hours before
 * `now` (all inside "Last day"), newest first; some fields hold what a CSV must escape.
 */
export function sampleAudits(data: EmulatorData, count: number, now: number): AuditRecord[] {
  const tenant = data.tenants[0]?.id;
  const step = count > 1 ? SPREAD_MS / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => {
    const actor = `${SAMPLE_ACTOR}${i % 500}@acme.test`;
    return {
      id: `A2sample${String(i).padStart(19, '0')}`,
      projectId: data.projectId,
      action: ACTIONS[i % ACTIONS.length] ?? 'LoginSucceed',
      actorId: actor,
      type: i % 4 === 1 ? 'warn' : 'info',
      method: i % 3 === 0 ? 'password' : 'management',
      userId: `U2sample${i % 500}`,
      device: i % 2 ? 'Mobile' : 'Desktop',
      geo: GEOS[i % GEOS.length] ?? 'US',
      remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      externalIds: [actor],
      tenants: tenant ? [tenant] : [],
      occurred: Math.round(now - i * step),
      // A note with a comma and quotes, and one that starts like a formula.
      data: i % 10 === 0 ? { note: i % 20 ? 'said "hi", then left' : '=1+1' } : {},
    };
  });
}
