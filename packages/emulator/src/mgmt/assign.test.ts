import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { demoSeed } from '../seed/demo';
import type { EmulatorData } from '../state/types';
import type { Actor } from './actor';
import { assign } from './assign';

// Only the fields assign() reads: roles and tenants of the demo project.
const { roles, tenants = [] } = demoSeed();
const data = {
  roles: (roles ?? []).map((r) => ({ tenantId: '', createdTime: 0, ...r })),
  tenants,
} as unknown as EmulatorData;
const project: Actor = { kind: 'management' };
const acme: Actor = { kind: 'management', tenant: 'T2acme' };

const status = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : 500;
  }
};

describe('assign', () => {
  it('gives a project actor what it names, checked', () => {
    expect(
      assign(data, project, {
        roleNames: ['Viewer'],
        tenants: [{ tenantId: 'T2globex', roleNames: ['Billing Manager'] }],
      }),
    ).toEqual({
      roleNames: ['Viewer'],
      tenants: [{ tenantId: 'T2globex', roleNames: ['Billing Manager'] }],
    });
    expect(status(() => assign(data, project, { roleNames: ['Support Agent'] }))).toBe(400);
    expect(status(() => assign(data, project, { tenants: [{ tenantId: 'T2nope' }] }))).toBe(400);
  });

  it("puts a tenant actor's roles in its own entry and keeps other entries", () => {
    const current = { roleNames: ['Editor'], tenants: [{ tenantId: 'T2globex', roleNames: [] }] };
    expect(assign(data, acme, { roleNames: ['Support Agent'] }, current)).toEqual({
      roleNames: ['Editor'],
      tenants: [
        { tenantId: 'T2globex', roleNames: [] },
        { tenantId: 'T2acme', roleNames: ['Support Agent'] },
      ],
    });
    expect(status(() => assign(data, acme, { tenants: [{ tenantId: 'T2globex' }] }))).toBe(403);
    expect(status(() => assign(data, acme, { roleNames: ['Billing Manager'] }))).toBe(400);
  });
});
