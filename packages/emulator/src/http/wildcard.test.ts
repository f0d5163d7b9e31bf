import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wildcardReference as reference } from '../test/wildcard-reference';
import { matchesWildcard } from './wildcard';

describe('matchesWildcard', () => {
  it('matches literals exactly and * as any run, none included', () => {
    expect(matchesWildcard('/v2/keys/P2x', '/v2/keys/P2x')).toBe(true);
    expect(matchesWildcard('/v2/keys/P2x', '/v2/keys/P2xy')).toBe(false);
    expect(matchesWildcard('/v2/keys/*', '/v2/keys/P2x')).toBe(true);
    expect(matchesWildcard('/v2/keys/*', '/v2/keys/')).toBe(true);
    expect(matchesWildcard('/v2/keys/*', '/v2/keys')).toBe(false);
    expect(matchesWildcard('*', '')).toBe(true);
    expect(matchesWildcard('*/signin', '/v1/auth/password/signin')).toBe(true);
    expect(matchesWildcard('/v1/*/signin', '/v1/auth/otp/signin/email')).toBe(false);
    expect(matchesWildcard('/v1/*/otp/*', '/v1/auth/otp/signup/sms')).toBe(true);
    expect(matchesWildcard('a*a', 'a')).toBe(false);
    expect(matchesWildcard('ab*ba', 'aba')).toBe(false);
    expect(matchesWildcard('a**b', 'ab')).toBe(true);
    expect(matchesWildcard('a*b*b', 'ab')).toBe(false);
    expect(matchesWildcard('a*b*b', 'abb')).toBe(true);
    expect(matchesWildcard('a*b*b', 'abba')).toBe(false);
    expect(matchesWildcard('a*bc*cd', 'abcd')).toBe(false);
    expect(matchesWildcard('a*bc*cd', 'abccd')).toBe(true);
  });

  it('treats regular expression characters as themselves', () => {
    expect(matchesWildcard('/v1/a.b', '/v1/axb')).toBe(false);
    expect(matchesWildcard('/v1/(x)+[y]?', '/v1/(x)+[y]?')).toBe(true);
    expect(matchesWildcard('^/v1$', '/v1')).toBe(false);
  });

  it('agrees with the reference on random patterns and paths', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*', '.');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join('')),
        fc.array(alphabet, { maxLength: 20 }).map((chars) => chars.join('')),
        (pattern, text) => {
          expect(matchesWildcard(pattern, text)).toBe(reference(pattern, text));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('answers a backtracking-prone pattern on a long path promptly', () => {
    const pattern = `${'*a'.repeat(250)}*b`;
    const path = `/v1/${'a'.repeat(100_000)}`;
    const started = performance.now();
    expect(matchesWildcard(pattern, path)).toBe(false);
    expect(matchesWildcard(pattern, `${path}b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
