// Sample data and an in-memory server for mock mode (spec §1, §7): no call leaves the page.
import { ok } from '../../http/result';
import type { CreateRoleInput, UpdateRoleInput } from '../../mgmt';
import type { Permission, Role } from '../../schemas';
import { searchLocal } from '../local-search';
import { mockConflict, mockFailure, mockOk } from '../mock-result';
import type { RoleBackend } from './backend';

import { MOCK_TENANT } from './mock-tenant';
import { roleNameTaken } from './names';

export { MOCK_TENANT };

const PERMISSION_NAMES = ['User Admin', 'SSO Admin', 'Impersonate', 'Audit Viewer'];

/** 4 permissions (spec §7). */
export const mockPermissions = (): Permission[] =>
  PERMISSION_NAMES.map((name) => ({ name, description: `Mock permission ${name}` }));

/** 4 roles (spec §7); the first is built in (no tenant), the others belong to the tenant. */
export function mockRoles(nowMs: number): Role[] {
  const created = (daysAgo: number) => Math.floor(nowMs / 1000) - daysAgo * 86_400;
  return [
    {
      name: 'Tenant Admin',
      description: 'Built-in administrator role',
      permissionNames: ['User Admin', 'SSO Admin'],
      createdTime: created(40),
      tenantId: '',
    },
    {
      name: 'Editor',
      description: 'Edits users',
      permissionNames: ['User Admin'],
      createdTime: created(30),
      tenantId: MOCK_TENANT,
    },
    {
      name: 'Viewer',
      description: 'Reads the audit trail',
      permissionNames: ['Audit Viewer'],
      createdTime: created(20),
      tenantId: MOCK_TENANT,
    },
    {
      name: 'Support',
      description: 'Acts on behalf of users',
      permissionNames: ['Impersonate'],
      createdTime: created(10),
      tenantId: MOCK_TENANT,
    },
  ];
}

/** An in-memory role server: create, update and delete change what later searches return. */
export function createMockRoleBackend(now: () => number = Date.now): RoleBackend {
  let roles = mockRoles(now());
  const permissions = mockPermissions();
  const find = (name: string) => roles.find((role) => role.name === name);
  const body = ({ description, permissionNames, tenantId }: CreateRoleInput) => ({
    description: description ?? '',
    permissionNames: permissionNames ?? [],
    tenantId: tenantId ?? MOCK_TENANT,
  });

  return {
    tenant: MOCK_TENANT,
    roles: {
      search: (input = {}) => {
        const found = searchLocal(roles, input);
        return mockOk({ roles: found, total: found.length });
      },
      async create(input: CreateRoleInput) {
        if (roleNameTaken(roles, input.name)) return mockConflict('Role already exists');
        const created = { name: input.name, ...body(input), createdTime: Math.floor(now() / 1000) };
        roles = [created, ...roles];
        return ok(undefined);
      },
      async update(input: UpdateRoleInput) {
        const old = find(input.name);
        if (!old) return mockFailure('Role not found');
        if (roleNameTaken(roles, input.newName, input.name)) {
          return mockConflict('Role already exists');
        }
        const updated = { ...old, ...body(input), name: input.newName };
        roles = roles.map((role) => (role === old ? updated : role));
        return ok(undefined);
      },
      async deleteBatch(roleNames: string[]) {
        // Like the widget, the mock never removes a built-in role.
        roles = roles.filter((role) => !(roleNames.includes(role.name) && role.tenantId));
        return ok(undefined);
      },
    },
    permissions: { loadAll: () => mockOk(permissions) },
  };
}
