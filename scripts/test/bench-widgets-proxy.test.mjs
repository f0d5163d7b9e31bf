import { DEMO_ADMIN, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJoiningProxy } from '../bench-widgets-proxy.mjs';
import { growTo, seedWith, TENANT } from '../bench-widgets-users.mjs';

// The proxy that puts more users in the widget's list than one page of the emulator holds,
// against the real emulator: its joined answer is made before it is asked for, and served with
// the emulator's own headers for the asking page.

const ORIGIN = 'http://127.0.0.1:9';
let emulator;
let proxy;
let session;

/** A user search as the widget sends it (a session acting for its tenant) from a page at ORIGIN. */
const search = (body) =>
  fetch(`${proxy.url}/v1/mgmt/user/search?tenant=${TENANT}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      authorization: `Bearer ${emulator.projectId}:${session}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ tenantIds: [TENANT], limit: 10_000, page: 0, ...body }),
  });

beforeAll(async () => {
  emulator = await startEmulator({ seed: seedWith(100) });
  proxy = await startJoiningProxy(emulator);
  const signIn = await fetch(`${proxy.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.projectId}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password }),
  });
  expect(signIn.status).toBe(200);
  session = (await signIn.json()).sessionJwt;
});

afterAll(async () => {
  await proxy?.close();
  await emulator?.stop();
});

describe('the bench proxy', () => {
  it('passes every request through until a joined answer is made', async () => {
    const answer = await search({});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await answer.json()).users).toHaveLength(100);
  });

  it('answers the plain list with every page joined, made before it was asked for', async () => {
    await search({ limit: 30 });
    growTo(emulator, 25_000);
    expect(await proxy.join(25_000)).toBe(25_000);

    const answer = await search({});
    expect(answer.status).toBe(200);
    // The emulator's own headers for the page: CORS and timing, so the page can time it.
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(answer.headers.get('timing-allow-origin')).toBe(ORIGIN);
    const { users, total } = await answer.json();
    expect(total).toBe(25_000);
    expect(new Set(users.map((user) => user.userId)).size).toBe(25_000);
  });

  it('leaves sorted and text searches to the emulator, one page of them', async () => {
    const sorted = await (await search({ sort: [{ field: 'email', desc: true }] })).json();
    expect(sorted.users).toHaveLength(10_000);
    const found = await (await search({ text: 'knuth' })).json();
    expect(found.users.every((user) => user.name.includes('Knuth'))).toBe(true);
  });
});
