import { describe, expect, it } from 'vitest';
import { lockManager } from '../test/tabs';
import { tokenKey, webLock } from './lock';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('web lock claims', () => {
  it('lets one claimant spend a token; the others learn at once that it is taken', async () => {
    const locks = lockManager();
    const tabA = webLock(locks, 'gatehouse:P');
    const tabB = webLock(locks, 'gatehouse:P');
    let runs = 0;
    const spend = async () => {
      runs++;
      await later(20);
      return { value: 'new tokens', spent: true };
    };
    const [a, b] = await Promise.all([tabA('t1', spend), tabB('t1', spend)]);
    expect(a).toEqual({ claimed: true, value: 'new tokens' });
    expect(b).toEqual({ claimed: false });
    expect(runs).toBe(1);
  });

  it('keeps a spent token claimed, so it is never spent twice, even much later', async () => {
    const locks = lockManager();
    const tabA = webLock(locks, 'gatehouse:P');
    const tabB = webLock(locks, 'gatehouse:P');
    await tabA('t1', async () => ({ value: 1, spent: true }));
    expect(await tabB('t1', async () => ({ value: 2, spent: true }))).toEqual({ claimed: false });
    // The kept claim goes when the same client spends its next token.
    await tabA('t2', async () => ({ value: 3, spent: true }));
    await later(0);
    expect(locks.held.has('gatehouse:P:spend:t1')).toBe(false);
    expect(locks.held.has('gatehouse:P:spend:t2')).toBe(true);
  });

  it('releases a claim whose task did not spend the token (a network failure), or threw', async () => {
    const locks = lockManager();
    const lock = webLock(locks, 'gatehouse:P');
    await lock('t1', async () => ({ value: 'offline', spent: false }));
    expect(await lock('t1', async () => ({ value: 'retried', spent: true }))).toEqual({
      claimed: true,
      value: 'retried',
    });
    await expect(lock('t3', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(locks.held.has('gatehouse:P:spend:t3')).toBe(false);
  });

  it('names tokens by a digest of the whole token, never the token itself', () => {
    const header = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVMSJ9.';
    const a = tokenKey(`${header}signature-one`);
    const b = tokenKey(`${header}signature-two`);
    expect(a).not.toBe(b);
    expect(tokenKey(`${header}signature-one`)).toBe(a);
    expect(a).not.toContain('signature');
    expect(a.length).toBeLessThan(20);
  });
});
