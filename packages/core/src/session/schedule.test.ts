import { describe, expect, it } from 'vitest';
import { refreshDelay, refreshDue, retryDelay } from './schedule';

describe('refresh schedule', () => {
  const now = 1_000_000;

  it('is 20 seconds before expiry', () => {
    expect(refreshDelay(now + 600_000, now)).toBe(580_000);
  });

  it('is capped at 2^31-1 ms', () => {
    expect(refreshDelay(now + 60 * 86_400_000, now)).toBe(2 ** 31 - 1);
  });

  it('never drops below one second, so short tokens cannot spin', () => {
    expect(refreshDelay(now + 5_000, now)).toBe(1_000);
    expect(refreshDelay(now - 5_000, now)).toBe(1_000);
  });

  it('is due within the last 20 seconds', () => {
    expect(refreshDue(now + 20_000, now)).toBe(true);
    expect(refreshDue(now + 20_001, now)).toBe(false);
  });

  it('backs off retries by doubling up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
  });
});
