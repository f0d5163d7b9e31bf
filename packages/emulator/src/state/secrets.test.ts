import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { DISABLED_USER } from '../test/demo-users';
import { useEmulator } from '../test/emulator';
import { type HeldSecretJobs, holdSecretJobs } from '../test/held-hash-pool';
import { lastCode } from '../test/inbox';

// Every compare of a secret (passwords, the decoy of an unknown login id, access-key secrets,
// one-time codes) runs on the hash pool's threads: while they hold their answers, the
// emulator still answers other requests, and the requests that compare stay unanswered.

const emulator = useEmulator();
let held: HeldSecretJobs;

beforeEach(async () => {
  await emulator.reset();
  held = holdSecretJobs();
});
afterEach(() => held.restore());

const signIn = (loginId: string, password: string) =>
  emulator.call('/v1/auth/password/signin', { body: { loginId, password } });

/** Whether each of `calls` has answered yet. */
function settled(calls: Array<Promise<unknown>>) {
  const done = calls.map(() => false);
  for (const [at, call] of calls.entries()) {
    call.then(
      () => (done[at] = true),
      () => (done[at] = true),
    );
  }
  return done;
}

/** While `count` compares are held on the threads, a trivial route answers and `calls` wait. */
async function expectHeldWhileServing(calls: Array<Promise<unknown>>, count: number) {
  const done = settled(calls);
  await vi.waitFor(() => expect(held.jobs('compare')).toBe(count));
  expect((await emulator.call('/emulator/v1/health')).status).toBe(200);
  expect(done.every((answered) => !answered)).toBe(true);
  held.release();
}

const statuses = async (calls: Array<Promise<{ status: number }>>) =>
  (await Promise.all(calls)).map(({ status }) => status);

describe('comparing secrets off the event loop', () => {
  it('compares passwords of concurrent sign-ins on the threads while the emulator answers', async () => {
    const signIns = Array.from({ length: 4 }, () =>
      signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password),
    );
    await expectHeldWhileServing(signIns, 4);
    expect(await statuses(signIns)).toEqual([200, 200, 200, 200]);
  });

  it('compares an unknown login id with the decoy there, one compare like a wrong password', async () => {
    const attempts = [
      signIn(DEMO_ADMIN.loginId, 'Wrong-Password-1'),
      signIn('nobody@example.com', DEMO_ADMIN.password),
    ];
    const done = settled(attempts);
    await vi.waitFor(() => expect(held.jobs()).toBeGreaterThan(1));
    expect((await emulator.call('/emulator/v1/health')).status).toBe(200);
    expect(done).toEqual([false, false]);
    held.release();
    expect(await statuses(attempts)).toEqual([401, 401]);
    expect(held.jobs('compare')).toBe(2);
  });

  it('compares access-key secrets on the threads', async () => {
    const exchange = emulator.call('/v1/auth/accesskey/exchange', {
      body: {},
      token: 'K2demokey1:demo-secret-1-gatehouse',
    });
    await expectHeldWhileServing([exchange], 1);
    expect((await exchange).status).toBe(200);
  });

  it('compares one-time codes on the threads', async () => {
    await emulator.call('/v1/auth/otp/signin/email', { body: { loginId: DEMO_ADMIN.loginId } });
    const code = await lastCode(emulator, DEMO_ADMIN.loginId);
    const verify = emulator.call('/v1/auth/otp/verify/email', {
      body: { loginId: DEMO_ADMIN.loginId, code },
    });
    await expectHeldWhileServing([verify], 1);
    expect((await verify).status).toBe(200);
  });

  it('refuses a disabled user before any compare', async () => {
    const refused = await signIn(DISABLED_USER, DEMO_ADMIN.password);
    expect(refused.status).toBe(403);
    expect(held.jobs()).toBe(0);
  });
});
