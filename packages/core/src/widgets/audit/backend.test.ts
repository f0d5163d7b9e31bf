import { describe, expect, it } from 'vitest';
import { AUDIT_BACKEND_METHODS } from './backend';
import { createMockAuditBackend } from './mock';

describe('AUDIT_BACKEND_METHODS', () => {
  it('lists every method the mock backend has, so the lazy stand-in calls through to each', () => {
    const mock = createMockAuditBackend();
    const groups = Object.keys(mock).filter(
      (key) => typeof mock[key as keyof typeof mock] === 'object',
    );
    expect(groups.sort()).toEqual(Object.keys(AUDIT_BACKEND_METHODS).sort());
    for (const [group, methods] of Object.entries(AUDIT_BACKEND_METHODS)) {
      const real = Object.entries(mock[group as keyof typeof mock] as object)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name);
      expect([...methods].sort(), group).toEqual(real.sort());
    }
  });
});
