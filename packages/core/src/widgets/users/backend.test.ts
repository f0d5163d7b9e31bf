import { describe, expect, it } from 'vitest';
import { USER_BACKEND_METHODS } from './backend';
import { createMockUserBackend } from './mock';

describe('USER_BACKEND_METHODS', () => {
  it('lists every method the mock backend has, so the lazy stand-in calls through to each', () => {
    const mock = createMockUserBackend();
    expect(Object.keys(mock).sort()).toEqual(Object.keys(USER_BACKEND_METHODS).sort());
    for (const [group, methods] of Object.entries(USER_BACKEND_METHODS)) {
      const real = Object.entries(mock[group as keyof typeof mock])
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      expect([...methods].sort(), group).toEqual(real.sort());
    }
  });
});
