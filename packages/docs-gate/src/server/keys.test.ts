import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS_COOLDOWN_MS, KEYS_FETCH_DEADLINE_MS, KEYS_MAX_AGE_MS } from './keys';
import { createSessionVerifier } from './session';
import { type KeyServer, startKeyServer, type TestKey, testKey } from './test/key-server';

// The gate's key cache, through the session verifier, against a key endpoint on 127.0.0.1
// that each test makes rotate, drop a key, fail or stall. Time is the verifier's clock
// (`now`), which the tests move; the fetch deadline runs on fake timers.

const PROJECT = 'P2Keys';
const START = Date.UTC(2030, 0, 1);

let server: KeyServer;
let keyA: TestKey;
let keyB: TestKey;
let clock: number;

beforeAll(async () => {
  [keyA, keyB] = await Promise.all([testKey('KA'), testKey('KB')]);
  server = await startKeyServer({ keys: [keyA] });
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => {
  server.answer({ keys: [keyA] });
  clock = START;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh gate's verifier (its own cache), on the test's clock. */
const newVerifier = () =>
  createSessionVerifier({ projectId: PROJECT, baseUrl: server.url, now: () => clock });

/** Whether the verifier accepts a token of `key`. */
const accepts = async (verify: ReturnType<typeof newVerifier>, key: TestKey) =>
  (await verify(await key.token(PROJECT, clock))) !== null;

/** Whether a token of `key` verifies, and how many fetches of the key set that made. */
async function verifyCounting(verify: ReturnType<typeof newVerifier>, key: TestKey) {
  const token = await key.token(PROJECT, clock);
  const before = server.requests();
  const accepted = (await verify(token)) !== null;
  return { accepted, fetches: server.requests() - before };
}

/** Requests to the key endpoint made by `run`. */
async function fetchesDuring(run: () => Promise<unknown>): Promise<number> {
  const before = server.requests();
  await run();
  return server.requests() - before;
}

/**
 * Let real I/O run (fake timers hold only setTimeout) until `ready()`. The limit only stops a
 * broken test from hanging; nothing is measured with it.
 */
async function until(ready: () => boolean): Promise<void> {
  const giveUp = performance.now() + 5_000;
  while (!ready()) {
    if (performance.now() > giveUp) throw new Error('still waiting after 5 s');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A promise's outcome so far, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

describe('the key cache', () => {
  it('loads the key set once and verifies every later token from it', async () => {
    const verify = newVerifier();
    expect(await verifyCounting(verify, keyA)).toEqual({ accepted: true, fetches: 1 });
    clock += KEYS_MAX_AGE_MS - 1;
    expect(await verifyCounting(verify, keyA)).toEqual({ accepted: true, fetches: 0 });
  });

  it('accepts the new key after a rotation as soon as the cooldown since the last fetch is over', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    server.answer({ keys: [keyB] });

    // Within the cooldown a key the set lacks is refused without asking again.
    clock += KEYS_COOLDOWN_MS - 1;
    expect(await verifyCounting(verify, keyB)).toEqual({ accepted: false, fetches: 0 });
    // Once it is over, the unknown key id fetches the set again, and the new key is there.
    clock += 1;
    expect(await verifyCounting(verify, keyB)).toEqual({ accepted: true, fetches: 1 });
    // The old key left the set with the fetch.
    expect(await accepts(verify, keyA)).toBe(false);
  });

  it('accepts a key published after the set was loaded once the cooldown is over', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    // The provider starts signing with B before the gate's set has it.
    server.answer({ keys: [keyA, keyB] });
    expect(await accepts(verify, keyB)).toBe(false);
    clock += KEYS_COOLDOWN_MS;
    expect(await accepts(verify, keyB)).toBe(true);
    expect(await accepts(verify, keyA)).toBe(true);
  });

  it('fetches at most once per cooldown for tokens of a key that is in no set', async () => {
    const verify = newVerifier();
    const tokenC = await (await testKey('KC')).token(PROJECT, clock);
    expect(await accepts(verify, keyA)).toBe(true);
    clock += KEYS_COOLDOWN_MS;
    const burst = async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => verify(tokenC)));
      expect(answers.every((claims) => claims === null)).toBe(true);
    };
    expect(await fetchesDuring(burst)).toBe(1);
    clock += KEYS_COOLDOWN_MS - 1;
    expect(await fetchesDuring(burst)).toBe(0);
    clock += 1;
    expect(await fetchesDuring(burst)).toBe(1);
    expect(await accepts(verify, keyA)).toBe(true);
  });

  it('keeps the last good set when the endpoint fails or answers garbage', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    for (const answer of [{ status: 500 }, { status: 200 }, { status: 404 }]) {
      server.answer(answer);
      clock += KEYS_MAX_AGE_MS;
      // The set is due for a refresh, which fails: its keys still verify meanwhile. A key it
      // lacks waits for that refresh and is refused, and the failing endpoint is asked once.
      const refreshing = async () => {
        expect(await accepts(verify, keyA)).toBe(true);
        expect(await accepts(verify, keyB)).toBe(false);
        expect(await accepts(verify, keyB)).toBe(false);
      };
      expect(await fetchesDuring(refreshing)).toBe(1);
      // The set's keys still verify after the failure.
      expect(await accepts(verify, keyA)).toBe(true);
    }
    server.answer({ keys: [keyA, keyB] });
    clock += KEYS_COOLDOWN_MS;
    expect(await accepts(verify, keyB)).toBe(true);
  });

  it('refreshes a set older than the maximum age in the background: a removed key stops working', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    server.answer({ keys: [keyB] });
    clock += KEYS_MAX_AGE_MS;
    // The request that finds the set old is answered from it; the refresh runs beside it.
    expect(await accepts(verify, keyA)).toBe(true);
    await vi.waitFor(async () => expect(await accepts(verify, keyA)).toBe(false));
    expect(await accepts(verify, keyB)).toBe(true);
  });
});

describe('a stalled key endpoint', () => {
  beforeEach(() => {
    // Only the deadline's timer: the clock is the verifier's own, sockets run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  /** Whether a token verifies, tracked without waiting for it. */
  const trackVerify = (verify: ReturnType<typeof newVerifier>, token: string) =>
    track(verify(token).then((claims) => claims !== null));

  it('costs a request at most the fetch deadline, once per cooldown, and known keys nothing', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    server.answer('stall');
    clock += KEYS_COOLDOWN_MS;
    const tokenB = await keyB.token(PROJECT, clock);

    const before = server.requests();
    const unknown = trackVerify(verify, tokenB);
    await until(() => server.requests() === before + 1);
    // A token of a known key does not wait for the stalled fetch.
    expect(await accepts(verify, keyA)).toBe(true);
    await vi.advanceTimersByTimeAsync(KEYS_FETCH_DEADLINE_MS - 1);
    expect(unknown.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => unknown.settled);
    expect(unknown.value).toBe(false);

    // Within the cooldown, no request waits on the endpoint again.
    const again = trackVerify(verify, tokenB);
    await until(() => again.settled);
    expect(again.value).toBe(false);
    expect(server.requests()).toBe(before + 1);
    // The last good set is still there.
    expect(await accepts(verify, keyA)).toBe(true);
  });

  it('bounds the first load by the deadline too, and loads again after the cooldown', async () => {
    server.answer('stall');
    const verify = newVerifier();
    const first = trackVerify(verify, await keyA.token(PROJECT, clock));
    await until(() => server.requests() > 0);
    await vi.advanceTimersByTimeAsync(KEYS_FETCH_DEADLINE_MS);
    await until(() => first.settled);
    expect(first.value).toBe(false);

    // Within the cooldown the endpoint is not asked again, even now that it would answer.
    server.answer({ keys: [keyA] });
    expect(await verifyCounting(verify, keyA)).toEqual({ accepted: false, fetches: 0 });
    clock += KEYS_COOLDOWN_MS;
    expect(await accepts(verify, keyA)).toBe(true);
  });

  it('makes a request that arrives during a fetch wait only for what is left of its deadline', async () => {
    const verify = newVerifier();
    expect(await accepts(verify, keyA)).toBe(true);
    server.answer('stall');
    clock += KEYS_COOLDOWN_MS;
    const tokenB = await keyB.token(PROJECT, clock);
    const before = server.requests();
    const first = trackVerify(verify, tokenB);
    await until(() => server.requests() === before + 1);
    await vi.advanceTimersByTimeAsync(KEYS_FETCH_DEADLINE_MS / 2);
    const second = trackVerify(verify, tokenB);
    await vi.advanceTimersByTimeAsync(KEYS_FETCH_DEADLINE_MS / 2);
    await until(() => first.settled && second.settled);
    expect([first.value, second.value]).toEqual([false, false]);
    expect(server.requests()).toBe(before + 1);
  });
});
