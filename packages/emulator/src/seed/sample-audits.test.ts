import { afterAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../start';
import { DEMO_MANAGEMENT_KEY, DEMO_PROJECT_ID } from './demo';
import { SAMPLE_ACTOR } from './sample-audits';

// `sampleAudits` adds generated events to the seed's, for volume tests: the management
// search finds and pages them as it does any event.

const COUNT = 100_000;
let emulator: RunningEmulator | undefined;
afterAll(() => emulator?.stop());

const search = (running: RunningEmulator, body: object) =>
  fetch(`${running.url}/v1/mgmt/audit/search`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_PROJECT_ID}:${DEMO_MANAGEMENT_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ audits: { id: string }[]; total: number }>);

describe('sample audit events', () => {
  it('adds that many events over the last day, which the search pages through', async () => {
    emulator = await startEmulator({ sampleAudits: COUNT });
    const day = Date.now() - 24 * 3_600_000;
    const first = await search(emulator, { text: SAMPLE_ACTOR, from: day, page: 0, limit: 5000 });
    expect(first.total).toBe(COUNT);
    expect(first.audits).toHaveLength(5000);
    const last = await search(emulator, { text: SAMPLE_ACTOR, from: day, page: 19, limit: 5000 });
    expect(last.audits).toHaveLength(5000);
    const beyond = await search(emulator, { text: SAMPLE_ACTOR, from: day, page: 20, limit: 5000 });
    expect(beyond.audits).toEqual([]);
    // The seed's own events are still there.
    const all = await search(emulator, { page: 0, limit: 1 });
    expect(all.total).toBeGreaterThan(COUNT);
    emulator.store.reset();
    expect(emulator.store.data.audits.length).toBe(all.total);
  });

  it('refuses a count that is not a whole number in range', async () => {
    await expect(startEmulator({ sampleAudits: -1 })).rejects.toThrow(/sampleAudits/);
    await expect(startEmulator({ sampleAudits: 1.5 })).rejects.toThrow(/sampleAudits/);
  });
});
