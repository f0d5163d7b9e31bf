import { afterAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../start';
import type { Seed } from './schema';

// A seed of 10 000 access keys sharing a few secrets loads with one bcrypt hash per distinct
// secret, so it starts in seconds (`npm run bench` reports how long); every key still opens
// with its own cleartext. The bound below is a generous timeout, not a timing assertion.

const KEYS = 10_000;
const SECRETS = ['bulk-secret-one', 'bulk-secret-two', 'bulk-secret-three'];
const secretOf = (i: number) => SECRETS[i % SECRETS.length] ?? '';

const seed: Seed = {
  projectId: 'P2manykeys',
  managementKey: 'many-keys-management-key',
  tenants: [{ id: 'T2bulk', name: 'Bulk' }],
  accessKeys: Array.from({ length: KEYS }, (_, i) => ({
    id: `K2bulk${i}`,
    name: `Bulk key ${i}`,
    secret: secretOf(i),
    keyTenants: [{ tenantId: 'T2bulk', roleNames: [] }],
  })),
};

let emulator: RunningEmulator | undefined;
afterAll(() => emulator?.stop());

const exchange = (running: RunningEmulator, cleartext: string) =>
  fetch(`${running.url}/v1/auth/accesskey/exchange`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${running.projectId}:${cleartext}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });

describe('a seed of 10 000 access keys with a few secrets', () => {
  it('loads, hashing each distinct secret once, and every key exchanges', async () => {
    emulator = await startEmulator({ seed });
    const { accessKeys } = emulator.store.data;
    expect(accessKeys).toHaveLength(KEYS);
    expect(new Set(accessKeys.map((k) => k.secretHash)).size).toBe(SECRETS.length);
    expect(JSON.stringify(accessKeys)).not.toContain(SECRETS[0]);

    for (const i of [0, 1, 2, 4_999, KEYS - 1]) {
      const response = await exchange(emulator, `K2bulk${i}:${secretOf(i)}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { sessionJwt?: string; keyId?: string };
      expect(body.sessionJwt).toEqual(expect.any(String));
    }
    // Keys share hashes, yet each opens only with its own secret: another's is refused.
    const wrong = await exchange(emulator, `K2bulk0:${secretOf(1)}`);
    expect(wrong.status).toBe(401);
  }, 60_000);
});
