import { TenantsResponse } from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { conflict } from '../../http/errors';
import { zodJson } from '../../http/validate';
import { auditChange } from '../../mgmt/audit';
import { requireProjectActor } from '../../mgmt/authorize';
import { reply } from '../../mgmt/reply';
import { attributes, names } from '../../mgmt/request';
import { newId } from '../../state/ids';
import { TenantId } from '../../state/tenant-id';

const CreateTenant = z.object({
  id: TenantId.optional(),
  name: z.string().min(1),
  selfProvisioningDomains: names.optional(),
  customAttributes: attributes.optional(),
});

export const tenantsRoutes = new Hono<AppEnv>();

tenantsRoutes.post(
  '/v1/mgmt/tenant/create',
  requireProjectActor('create tenants'),
  zodJson(CreateTenant),
  (c) => {
    const input = c.req.valid('json');
    const { data } = c.get('store');
    const id = input.id ?? newId('T2');
    if (data.tenants.some((t) => t.id === id)) throw conflict(`Tenant ${id} already exists`);
    data.tenants.push({
      id,
      name: input.name,
      selfProvisioningDomains: input.selfProvisioningDomains ?? [],
      customAttributes: input.customAttributes ?? {},
    });
    auditChange(c, 'TenantCreated', { tenants: [id], data: { name: input.name } });
    return c.json({ id });
  },
);

tenantsRoutes.get('/v1/mgmt/tenant/all', (c) => {
  const { tenant } = c.get('actor');
  const tenants = c.get('store').data.tenants.filter((t) => !tenant || t.id === tenant);
  return reply(c, TenantsResponse, { tenants: tenants.map((t) => ({ ...t })) });
});
