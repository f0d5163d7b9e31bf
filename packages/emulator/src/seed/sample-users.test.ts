import { afterAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../start';
import { DEMO_MANAGEMENT_KEY, DEMO_PROJECT_ID } from './demo';
import { SAMPLE_USER_DOMAIN } from './sample-users';

// `sampleUsers` adds generated users to the seed's, for volume tests: the tenant's user search
// finds, filters and pages them as it does any user.

const COUNT = 25_000;
let emulator: RunningEmulator | undefined;
afterAll(() => emulator?.stop());

interface Answer {
  users: Array<{ userId: string; status: string; userTenants: Array<{ roleNames: string[] }> }>;
  total: number;
}
const search = (running: RunningEmulator, body: object) =>
  fetch(`${running.url}/v1/mgmt/user/search?tenant=T2acme`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_PROJECT_ID}:${DEMO_MANAGEMENT_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<Answer>);

describe('sample users', () => {
  it('adds that many users to the first tenant, which its search filters and pages', async () => {
    emulator = await startEmulator({ sampleUsers: COUNT });
    const text = SAMPLE_USER_DOMAIN;
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) =>
        search(emulator as RunningEmulator, { text, page, limit: 10_000 }),
      ),
    );
    expect(pages.map((p) => p.users.length)).toEqual([10_000, 10_000, 5_000, 0]);
    for (const page of pages) expect(page.total).toBe(COUNT);
    const ids = pages.flatMap((p) => p.users.map((u) => u.userId));
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids[0]).toBe('U2sample00000');

    // One in ten is disabled, one in ten invited; each holds one of the tenant's roles.
    const disabled = await search(emulator, { text, statuses: ['disabled'], limit: 1 });
    expect(disabled.total).toBe(COUNT / 10);
    expect(disabled.users[0]?.status).toBe('disabled');
    const enabled = await search(emulator, { text, statuses: ['enabled'], page: 1 });
    expect(enabled.total).toBe(COUNT * 0.8);
    expect(enabled.users).toHaveLength(COUNT * 0.8 - 10_000);
    const [role] = pages[0]?.users[0]?.userTenants[0]?.roleNames ?? [];
    expect(role).toEqual(expect.any(String));
    const byRole = await search(emulator, { text, roleNames: [role], limit: 1 });
    expect(byRole.total).toBeGreaterThan(0);
    expect(byRole.total).toBeLessThan(COUNT);

    // The seed's own users are still there, and a reset keeps the sample.
    const all = await search(emulator, { limit: 1 });
    expect(all.total).toBeGreaterThan(COUNT);
    emulator.store.reset();
    expect(emulator.store.data.users.filter((u) => u.email.endsWith(text))).toHaveLength(COUNT);
  });

  it('refuses a count that is not a whole number in range', async () => {
    await expect(startEmulator({ sampleUsers: -1 })).rejects.toThrow(/sampleUsers/);
    await expect(startEmulator({ sampleUsers: 2.5 })).rejects.toThrow(/sampleUsers/);
    await expect(startEmulator({ sampleUsers: 10_000_000 })).rejects.toThrow(/sampleUsers/);
  });
});
