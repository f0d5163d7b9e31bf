import { describe, expect, it } from 'vitest';
import { ACCESS_KEY_BACKEND_METHODS } from './backend';
import { createMockAccessKeyBackend } from './mock';

describe('ACCESS_KEY_BACKEND_METHODS', () => {
  it('lists every method the mock backend has, so the lazy stand-in calls through to each', () => {
    const mock = createMockAccessKeyBackend();
    const groups = Object.keys(mock).filter(
      (key) => typeof mock[key as keyof typeof mock] === 'object',
    );
    expect(groups.sort()).toEqual(Object.keys(ACCESS_KEY_BACKEND_METHODS).sort());
    for (const [group, methods] of Object.entries(ACCESS_KEY_BACKEND_METHODS)) {
      const real = Object.entries(mock[group as keyof typeof mock] as object)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      expect([...methods].sort(), group).toEqual(real.sort());
    }
  });
});
