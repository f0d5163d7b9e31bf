import { RolesResponse } from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { badRequest, conflict } from '../../http/errors';
import { zodJson } from '../../http/validate';
import { auditChange } from '../../mgmt/audit';
import { reply } from '../../mgmt/reply';
import { names, searchShape } from '../../mgmt/request';
import { roleTenant, writableRole } from '../../mgmt/role-lookup';
import { roleNameHolder, roleNameTakenText } from '../../mgmt/role-names';
import { rewriteRoleRefs } from '../../mgmt/role-refs';
import { roleVisible } from '../../mgmt/scope';
import { anyOf, search } from '../../mgmt/search';
import { roleView } from '../../mgmt/wire';
import type { EmulatorData, RoleRecord } from '../../state/types';

const RoleSearch = z.object({
  ...searchShape,
  tenantIds: names.optional(),
  roleNames: names.optional(),
  roleNameLike: z.string().optional(),
  permissionNames: names.optional(),
});
const CreateRole = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  permissionNames: names.optional(),
  tenantId: z.string().optional(),
});
const UpdateRole = z.object({
  name: z.string().min(1),
  newName: z.string().min(1).optional(),
  description: z.string().optional(),
  permissionNames: names.optional(),
  tenantId: z.string().optional(),
});
const DeleteRole = z.object({ name: z.string().min(1), tenantId: z.string().optional() });
const DeleteRoles = z.object({ roleNames: names.min(1), tenantId: z.string().optional() });

function assertPermissionsExist(data: EmulatorData, permissionNames: string[]) {
  const missing = permissionNames.filter((p) => !data.permissions.some((q) => q.name === p));
  if (missing.length) throw badRequest(`Unknown permission(s): ${missing.join(', ')}`);
}

/** 409 when the name is not free where the role would be seen (role-names.ts has the rule). */
function assertNameFree(data: EmulatorData, name: string, tenantId: string, self?: RoleRecord) {
  const holder = roleNameHolder(data.roles, name, tenantId, self);
  if (holder) throw conflict(roleNameTakenText(name, holder));
}

const about = (role: RoleRecord, data: Record<string, unknown> = {}) => ({
  tenants: role.tenantId ? [role.tenantId] : [],
  data: { name: role.name, ...data },
});

export const rolesRoutes = new Hono<AppEnv>();

rolesRoutes.get('/v1/mgmt/role/all', (c) => {
  const actor = c.get('actor');
  const roles = c.get('store').data.roles.filter((r) => roleVisible(actor, r));
  return reply(c, RolesResponse, { roles: roles.map(roleView) });
});

rolesRoutes.post('/v1/mgmt/role/search', zodJson(RoleSearch), async (c) => {
  const params = c.req.valid('json');
  const actor = c.get('actor');
  const like = params.roleNameLike?.toLowerCase();
  const visible = c
    .get('store')
    .data.roles.filter((r) => roleVisible(actor, r))
    .map(roleView);
  const found = search(visible, params, {
    text: (r) => [r.name, r.description],
    filters: [
      anyOf(params.tenantIds, (r) => [r.tenantId]),
      anyOf(params.roleNames, (r) => [r.name]),
      like ? (r) => r.name.toLowerCase().includes(like) : undefined,
      anyOf(params.permissionNames, (r) => r.permissionNames ?? []),
    ],
  });
  return reply(c, RolesResponse, { roles: found.items, total: found.total });
});

rolesRoutes.post('/v1/mgmt/role/create', zodJson(CreateRole), async (c) => {
  const input = c.req.valid('json');
  const store = c.get('store');
  const { data } = store;
  // A tenant actor's roles always belong to its tenant, whatever the body says.
  const tenantId = roleTenant(c.get('actor'), input.tenantId);
  if (tenantId && !data.tenants.some((t) => t.id === tenantId)) {
    throw badRequest(`Unknown tenant: ${tenantId}`);
  }
  assertPermissionsExist(data, input.permissionNames ?? []);
  assertNameFree(data, input.name, tenantId);
  const role: RoleRecord = {
    name: input.name,
    description: input.description ?? '',
    permissionNames: input.permissionNames ?? [],
    tenantId,
    createdTime: Math.floor(store.now() / 1000),
  };
  data.roles.push(role);
  auditChange(c, 'RoleCreated', about(role));
  return c.json({});
});

rolesRoutes.post('/v1/mgmt/role/update', zodJson(UpdateRole), async (c) => {
  const input = c.req.valid('json');
  const { data } = c.get('store');
  const role = writableRole(data, c.get('actor'), input.name, input.tenantId);
  if (input.permissionNames) assertPermissionsExist(data, input.permissionNames);
  const newName = input.newName ?? role.name;
  if (newName !== role.name) {
    assertNameFree(data, newName, role.tenantId, role);
    rewriteRoleRefs(data, role, newName);
  }
  role.name = newName;
  if (input.description !== undefined) role.description = input.description;
  if (input.permissionNames) role.permissionNames = input.permissionNames;
  auditChange(c, 'RoleModified', about(role, { previousName: input.name }));
  return c.json({});
});

/** Resolve every role first (a 403 or 404 changes nothing), then delete them all. */
function deleteRoles(c: Parameters<typeof auditChange>[0], names: string[], tenantId?: string) {
  const { data } = c.get('store');
  const roles = names.map((name) => writableRole(data, c.get('actor'), name, tenantId));
  for (const role of roles) {
    rewriteRoleRefs(data, role);
    auditChange(c, 'RoleDeleted', about(role));
  }
  data.roles = data.roles.filter((r) => !roles.includes(r));
}

rolesRoutes.post('/v1/mgmt/role/delete', zodJson(DeleteRole), async (c) => {
  const { name, tenantId } = c.req.valid('json');
  deleteRoles(c, [name], tenantId);
  return c.json({});
});

rolesRoutes.post('/v1/mgmt/role/delete/batch', zodJson(DeleteRoles), async (c) => {
  const { roleNames, tenantId } = c.req.valid('json');
  deleteRoles(c, roleNames, tenantId);
  return c.json({});
});
