import { PermissionsResponse } from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { conflict } from '../../http/errors';
import { zodJson } from '../../http/validate';
import { auditChange } from '../../mgmt/audit';
import { requireProjectActor } from '../../mgmt/authorize';
import { reply } from '../../mgmt/reply';

const CreatePermission = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
});

export const permissionsRoutes = new Hono<AppEnv>();

// Permissions are project-wide: every tenant admin reads them (to build roles), only the
// management key defines them.
permissionsRoutes.get('/v1/mgmt/permission/all', (c) =>
  reply(c, PermissionsResponse, {
    permissions: c.get('store').data.permissions.map((p) => ({ ...p, systemDefault: false })),
  }),
);

permissionsRoutes.post(
  '/v1/mgmt/permission/create',
  requireProjectActor('create permissions'),
  zodJson(CreatePermission),
  (c) => {
    const { name, description = '' } = c.req.valid('json');
    const { data } = c.get('store');
    if (data.permissions.some((p) => p.name === name)) {
      throw conflict(`Permission ${name} already exists`);
    }
    data.permissions.push({ name, description });
    auditChange(c, 'PermissionCreated', { data: { name } });
    return c.json({});
  },
);
