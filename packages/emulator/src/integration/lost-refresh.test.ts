import { type Client, createClient, memoryStorage } from '@gatehouse/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { detachedFetch } from '../test/detached-fetch';
import { useEmulator } from '../test/emulator';
import { sessionFor } from '../test/management';

// A refresh whose answer is lost: the emulator is slow, the client's deadline fires, the
// client sends the same refresh token once more at once. Whichever copy arrives second must
// not look like a stolen token, or the user is signed out.

const emulator = useEmulator();
beforeEach(() => emulator.reset());

/**
 * The clients' refresh deadline; the injected delays are set around it. Generous, so that a
 * retry is answered in time on a loaded machine too.
 */
const DEADLINE_MS = 1_500;

const made: Client[] = [];
afterEach(() => {
  for (const client of made.splice(0)) client.destroy();
});

/** A signed-in core client of its own browser (no tab channel shared with the others). */
async function signedInClient(fetch: typeof globalThis.fetch): Promise<Client> {
  const client = createClient({
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    storage: memoryStorage(),
    channel: { post() {}, subscribe: () => () => {}, close() {} },
    logger: { warn() {} },
    timeout: DEADLINE_MS,
    fetch,
  });
  made.push(client);
  client.session.adopt(await sessionFor(emulator, DEMO_ADMIN.loginId));
  return client;
}

/** The next `count` refreshes wait `delayMs` before the emulator handles them. */
const delayRefreshes = (delayMs: number, count = 1) =>
  emulator.call('/emulator/v1/faults', {
    body: { method: 'POST', path: '/v1/auth/refresh', count, delayMs },
  });

const revokedTokens = () =>
  Object.values(emulator.store.data.refreshTokens).filter((record) => record.revoked);

describe('a refresh answer lost to a client deadline', () => {
  it('keeps the client signed in when its retry arrives after the slow first try rotated', async () => {
    const network = detachedFetch();
    const client = await signedInClient(network.fetch);
    const before = client.session.getRefreshToken();
    // The first try is handled after the deadline; the retry, sent then, after the first.
    await delayRefreshes(DEADLINE_MS + 300);
    await delayRefreshes(600);
    const result = await client.session.refresh();
    await network.settled();
    expect(result.ok).toBe(true);
    expect(client.session.$state.get().status).toBe('authenticated');
    expect(client.session.getRefreshToken()).not.toBe(before);
    expect((await client.session.refresh()).ok).toBe(true);
    expect((await client.session.loadUser()).ok).toBe(true);
    expect(revokedTokens()).toEqual([]);
  });

  it('signs none of 50 concurrent clients out when every first try is slower than the deadline', async () => {
    const network = detachedFetch();
    const clients = await Promise.all(
      Array.from({ length: 50 }, () => signedInClient(network.fetch)),
    );
    // Every first try is handled after its client's deadline, about when its retry is.
    await delayRefreshes(DEADLINE_MS + 100, clients.length);
    const results = await Promise.all(clients.map((client) => client.session.refresh()));
    await network.settled();
    expect(results.filter((result) => !result.ok)).toEqual([]);
    const again = await Promise.all(clients.map((client) => client.session.refresh()));
    const signedOut = clients.filter(
      (client, i) => !again[i]?.ok || client.session.$state.get().status !== 'authenticated',
    );
    expect(signedOut).toHaveLength(0);
    expect(revokedTokens()).toEqual([]);
  });
});
