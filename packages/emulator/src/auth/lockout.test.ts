import * as OTPAuth from 'otpauth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import { useEmulator } from '../test/emulator';
import { holdSecretJobs } from '../test/held-hash-pool';
import { FIRST_LOCK_MS, MAX_ATTEMPTS, MAX_LOCK_MS, QUIET_MS } from './lockout';

// The attempt limit (lockout.ts) as clients meet it, on the emulator's clock: one budget per
// user whatever login id names them, locks that grow while the wrong tries go on and shrink
// after quiet spells, and the same answers whether or not a user has an authenticator.

const emulator = useEmulator();
const ALIAS = 'acme.admin@acme.test';
const UNKNOWN = 'nobody@example.com';
const WRONG = 'Wrong-Password-1';
const seconds = (ms: number) => ms / 1000;

beforeEach(() => emulator.reset());

const signIn = (loginId: string, password = WRONG) =>
  emulator.call('/v1/auth/password/signin', { body: { loginId, password } });
const advance = (advanceMs: number) => emulator.call('/emulator/v1/clock', { body: { advanceMs } });

/** An answer as a client tells it apart: status, error body and Retry-After. */
type Answer = Awaited<ReturnType<typeof signIn>>;
const seen = ({ status, body, headers }: Answer) => ({
  status,
  body,
  retryAfter: headers.get('retry-after'),
});
const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'));

/** MAX_ATTEMPTS wrong passwords in a row: the statuses, and the last answer (the lock's). */
async function wrongRun(loginId: string) {
  const answers: Answer[] = [];
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) answers.push(await signIn(loginId));
  return { statuses: answers.map(({ status }) => status), last: answers.at(-1) as Answer };
}

const LOCKING_RUN = [...Array(MAX_ATTEMPTS - 1).fill(401), 429];

describe('the password limit is per user', () => {
  beforeEach(() => {
    findUserByLoginId(emulator.store.data, DEMO_ADMIN.loginId)?.loginIds.push(ALIAS);
  });

  it("shares one budget among a user's login ids", async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn(DEMO_ADMIN.loginId)).status).toBe(401);
    expect((await signIn(ALIAS)).status).toBe(401);
    expect((await signIn(ALIAS)).status).toBe(429);
    expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(429);
    expect((await signIn(ALIAS, DEMO_ADMIN.password)).status).toBe(429);
  });

  it('locks an unknown login id exactly as a known user, on its own budget', async () => {
    for (let round = 0; round < 2; round += 1) {
      const known = await wrongRun(DEMO_ADMIN.loginId);
      const unknown = await wrongRun(UNKNOWN);
      expect(known.statuses).toEqual(LOCKING_RUN);
      expect(unknown.statuses).toEqual(known.statuses);
      expect(seen(unknown.last)).toEqual(seen(known.last));
      await advance(retryAfter(known.last) * 1000 + 1000);
    }
    expect((await signIn('someone.else@example.com')).status).toBe(401);
  });
});

describe('locks grow while wrong tries go on, and shrink after quiet spells', () => {
  it('doubles each further lock, from FIRST_LOCK_MS up to MAX_LOCK_MS', async () => {
    const locks: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const { statuses, last } = await wrongRun(DEMO_ADMIN.loginId);
      expect(statuses).toEqual(LOCKING_RUN);
      locks.push(retryAfter(last));
      expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(429);
      await advance(retryAfter(last) * 1000);
    }
    const first = seconds(FIRST_LOCK_MS);
    const cap = seconds(MAX_LOCK_MS);
    expect(locks).toEqual([first, first * 2, first * 4, first * 8, cap, cap, cap]);
    expect(cap).toBe(first * 16);
    expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(200);
  });

  it('halves the next lock for each quiet spell after a lock ends', async () => {
    for (let round = 0; round < 3; round += 1) {
      await advance(retryAfter((await wrongRun(DEMO_ADMIN.loginId)).last) * 1000);
    }
    await advance(2 * QUIET_MS);
    const { last } = await wrongRun(DEMO_ADMIN.loginId);
    expect(retryAfter(last)).toBe(seconds(FIRST_LOCK_MS * 2));
  });

  it('forgets wrong tries below the lock after a quiet spell', async () => {
    const fewer = async () => {
      for (let i = 1; i < MAX_ATTEMPTS; i += 1) {
        expect((await signIn(DEMO_ADMIN.loginId)).status).toBe(401);
      }
    };
    await fewer();
    await advance(QUIET_MS);
    await fewer();
    expect((await signIn(DEMO_ADMIN.loginId)).status).toBe(429);
  });

  it('leaves the right password working most of the time against 5 wrong ones every 5 minutes', async () => {
    const period = 5 * 60_000;
    const start = emulator.store.now();
    for (let round = 0; round < 12; round += 1) {
      await advance(Math.max(0, start + round * period - emulator.store.now()));
      const { statuses, last } = await wrongRun(DEMO_ADMIN.loginId);
      expect(statuses).toEqual(LOCKING_RUN);
      // Locked for at most FIRST_LOCK_MS of every 5 minutes: the rest of it is the user's.
      expect(retryAfter(last)).toBeLessThanOrEqual(seconds(FIRST_LOCK_MS));
    }
    await advance(FIRST_LOCK_MS);
    expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(200);
  });
});

describe('TOTP codes', () => {
  const verify = (loginId: string, code: string) =>
    emulator.call('/v1/auth/totp/verify', { body: { loginId, code } });

  /** A code no authenticator of `key` shows now, nor a step either side. */
  function wrongCode(key: string) {
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    const now = emulator.store.now();
    const valid = [-30_000, 0, 30_000].map((step) => totp.generate({ timestamp: now + step }));
    return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '';
  }

  it('count and lock the same for a user with an authenticator, one without, and nobody', async () => {
    const enrolled = 'totp.user@example.com';
    const { body } = await emulator.call('/v1/auth/totp/signup', { body: { loginId: enrolled } });
    const code = wrongCode(body.key as string);
    const answers = async (loginId: string) => {
      const seenHere: Array<ReturnType<typeof seen>> = [];
      for (let i = 0; i <= MAX_ATTEMPTS; i += 1) seenHere.push(seen(await verify(loginId, code)));
      return seenHere;
    };
    for (let round = 0; round < 2; round += 1) {
      const withApp = await answers(enrolled);
      expect(withApp.map(({ status }) => status)).toEqual([...LOCKING_RUN, 429]);
      expect(await answers(DEMO_ADMIN.loginId)).toEqual(withApp);
      expect(await answers(UNKNOWN)).toEqual(withApp);
      await advance(Number(withApp.at(-1)?.retryAfter) * 1000 + 1000);
    }
  });
});

describe('concurrent tries', () => {
  it('compare no more wrong passwords at once than the tries left before the lock', async () => {
    const held = holdSecretJobs();
    try {
      const tries = Array.from({ length: MAX_ATTEMPTS + 3 }, () => signIn(DEMO_ADMIN.loginId));
      await vi.waitFor(() => expect(held.jobs('compare')).toBe(MAX_ATTEMPTS));
      held.release();
      const statuses = (await Promise.all(tries)).map(({ status }) => status).sort();
      expect(statuses).toEqual([...Array(MAX_ATTEMPTS - 1).fill(401), 429, 429, 429, 429]);
      expect(held.jobs('compare')).toBe(MAX_ATTEMPTS);
    } finally {
      await held.restore();
    }
  });
});
