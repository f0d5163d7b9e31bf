import { describe, expect, it } from 'vitest';
import { demoSeed } from './demo';
import { loadSeed } from './load';

const withKeyClaims = (customClaims: Record<string, unknown>) => {
  const seed = demoSeed();
  const [first, ...rest] = seed.accessKeys ?? [];
  return { ...seed, accessKeys: [{ ...first, customClaims }, ...rest] } as typeof seed;
};

describe('seed access keys', () => {
  it('accepts custom claims of other names', () => {
    const seed = loadSeed(withKeyClaims({ team: 'ci' }));
    expect(seed.accessKeys[0]?.customClaims).toEqual({ team: 'ci' });
  });

  it.each(['dct', 'aud', 'nbf', 'iss', 'sub', 'tenants'])(
    'refuses a custom claim named %s',
    (claim) => {
      expect(() => loadSeed(withKeyClaims({ [claim]: 'x' }))).toThrow(
        new RegExp(`accessKeys\\.0\\.customClaims.*${claim}`),
      );
    },
  );
});
