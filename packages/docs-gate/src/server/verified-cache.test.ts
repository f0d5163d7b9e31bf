import { describe, expect, it } from 'vitest';
import { createVerifiedCache, VERIFIED_TOKENS_MAX } from './verified-cache';

const payload = (exp: number) => ({ sub: 'U1', exp });

describe('the verified tokens cache', () => {
  it('takes a token on trust until its expiry plus the tolerance', () => {
    const cache = createVerifiedCache(5);
    cache.set('t', payload(1000), 1);
    expect(cache.get('t', 1, 1_000_000)).toEqual(payload(1000));
    expect(cache.get('t', 1, 1_004_999)).toEqual(payload(1000));
    expect(cache.get('t', 1, 1_005_000)).toBeUndefined();
    // Gone for good: an expired token is verified (and refused) again.
    expect(cache.get('t', 1, 0)).toBeUndefined();
  });

  it('forgets every token when another key set is in hand', () => {
    const cache = createVerifiedCache(5);
    cache.set('t', payload(1000), 1);
    expect(cache.get('t', 2, 0)).toBeUndefined();
    expect(cache.get('t', 1, 0)).toBeUndefined();
  });

  it('keeps nothing without an expiry, and drops the oldest past its size', () => {
    const cache = createVerifiedCache(5);
    cache.set('no-exp', { sub: 'U1' }, 1);
    expect(cache.get('no-exp', 1, 0)).toBeUndefined();
    for (let i = 0; i <= VERIFIED_TOKENS_MAX; i += 1) cache.set(`t${i}`, payload(1000), 1);
    expect(cache.get('t0', 1, 0)).toBeUndefined();
    expect(cache.get('t1', 1, 0)).toEqual(payload(1000));
    expect(cache.get(`t${VERIFIED_TOKENS_MAX}`, 1, 0)).toEqual(payload(1000));
  });
});
