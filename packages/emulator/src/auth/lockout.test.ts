import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';
import { holdSecretJobs } from '../test/held-hash-pool';
import { MAX_ATTEMPTS } from './lockout';

// The attempt limit (lockout.ts) as clients meet it.

const emulator = useEmulator();
const WRONG = 'Wrong-Password-1';

beforeEach(() => emulator.reset());

const signIn = (loginId: string, password = WRONG) =>
  emulator.call('/v1/auth/password/signin', { body: { loginId, password } });

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
