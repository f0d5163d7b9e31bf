import { describe, expect, it } from 'vitest';
import { tenantName } from './tenant-name';

describe('tenantName', () => {
  const user = {
    userTenants: [
      { tenantId: 'T1', tenantName: 'Acme' },
      { tenantId: 'T2', tenantName: '' },
      { tenantId: 'T3' },
    ],
  };

  it("is the tenant's name from the user record", () => {
    expect(tenantName(user, 'T1')).toBe('Acme');
  });

  it('falls back to the id when the record has no name, no such tenant, or there is no user', () => {
    expect(tenantName(user, 'T2')).toBe('T2');
    expect(tenantName(user, 'T3')).toBe('T3');
    expect(tenantName(user, 'T9')).toBe('T9');
    expect(tenantName(undefined, 'T1')).toBe('T1');
  });
});
