import { describe, expect, it } from 'vitest';
import { ROLE_BACKEND_METHODS } from './backend';
import { createMockRoleBackend } from './mock';

describe('ROLE_BACKEND_METHODS', () => {
  it('lists every method the mock backend has, so the lazy stand-in calls through to each', () => {
    const mock = createMockRoleBackend();
    const groups = Object.keys(mock).filter(
      (key) => typeof mock[key as keyof typeof mock] === 'object',
    );
    expect(groups.sort()).toEqual(Object.keys(ROLE_BACKEND_METHODS).sort());
    for (const [group, methods] of Object.entries(ROLE_BACKEND_METHODS)) {
      const real = Object.entries(mock[group as keyof typeof mock] as object)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      expect([...methods].sort(), group).toEqual(real.sort());
    }
  });
});
