import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './password';

describe('temporaryPassword', () => {
  it('always has every character class, at the asked length, and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword();
      expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    expect(temporaryPassword(24)).toHaveLength(24);
  });
});
