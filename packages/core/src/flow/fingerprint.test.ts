import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/storage';
import {
  ensureFingerprint,
  FINGERPRINT_KEY,
  FINGERPRINT_MAX_ATTEMPTS,
  fingerprintDelay,
  isExcludedFingerprintError,
} from './fingerprint';

/** A seeded generator (mulberry32), so jittered delays are reproducible. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function setup(loader: (apiKey: string, linkedId: string) => Promise<{ requestId: string }>) {
  const delays: number[] = [];
  const warn = vi.fn();
  const storage = memoryStorage();
  const run = () =>
    ensureFingerprint({
      apiKey: 'fp-key',
      storage,
      loader,
      warn,
      random: seeded(42),
      sleep: async (ms) => void delays.push(ms),
    });
  return { delays, warn, storage, run };
}

describe('fingerprint loader', () => {
  afterEach(() => vi.useRealTimers());

  it('loads, returns {vsid, vrid} with its expiry and caches the record for 24 h', async () => {
    const loader = vi.fn(async () => ({ requestId: 'req-1' }));
    const { storage, run } = setup(loader);
    const record = await run();
    const data = record?.value;
    expect(data?.vrid).toBe('req-1');
    expect(data?.vsid).toHaveLength(27);
    expect(loader).toHaveBeenCalledWith('fp-key', data?.vsid);
    const stored = JSON.parse(storage.getItem(FINGERPRINT_KEY) ?? '{}');
    expect(stored).toEqual(record);
    expect(stored.expiry - Date.now()).toBeGreaterThan(24 * 3600_000 - 5_000);
    expect(stored.expiry - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(await run()).toEqual(record);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('reloads once the cached record is older than 24 h', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loader = vi.fn(async () => ({ requestId: `req-${loader.mock.calls.length}` }));
    const { run } = setup(loader);
    await run();
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 1);
    expect((await run())?.value.vrid).toBe('req-2');
  });

  it.each(['Client timeout', 'Too many requests', 'Network connection error'])(
    'retries "%s" at most 5 times with jittered, capped backoff',
    async (message) => {
      const loader = vi.fn(async () => {
        throw new Error(message);
      });
      const { delays, warn, run } = setup(loader);
      expect(await run()).toBeUndefined();
      expect(loader).toHaveBeenCalledTimes(FINGERPRINT_MAX_ATTEMPTS);
      expect(delays).toHaveLength(FINGERPRINT_MAX_ATTEMPTS - 1);
      delays.forEach((delay, attempt) => {
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.min(3000, 100 * 2 ** attempt));
      });
      // The same seed gives the same delays.
      const random = seeded(42);
      expect(delays).toEqual(delays.map((_, attempt) => fingerprintDelay(attempt, random)));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toBe('Could not load fingerprint');
    },
  );

  it('succeeds on a later attempt', async () => {
    let calls = 0;
    const { delays, run } = setup(async () => {
      if (++calls < 3) throw new Error('Client timeout');
      return { requestId: 'req-3' };
    });
    expect((await run())?.value.vrid).toBe('req-3');
    expect(delays).toHaveLength(2);
  });

  it.each([
    'Blocked by CSP',
    'API key not found',
    'API key required',
    'API key expired',
    'Failed to load the JS script of the agent',
  ])('stops at once on "%s" (fingerprinting excluded) with a warning', async (message) => {
    const loader = vi.fn(async () => {
      throw new Error(message);
    });
    const { delays, warn, run } = setup(loader);
    expect(await run()).toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Could not load fingerprint', expect.any(Error));
    expect(isExcludedFingerprintError(new Error(message))).toBe(true);
  });

  it('caps the delay at 3000 ms for late attempts', () => {
    expect(fingerprintDelay(10, () => 0.999999)).toBe(2999);
    expect(fingerprintDelay(0, () => 0.999999)).toBe(99);
    expect(fingerprintDelay(3, () => 0)).toBe(0);
  });
});
