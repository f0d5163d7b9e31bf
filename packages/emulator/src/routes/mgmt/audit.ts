import { AuditsResponse } from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { zodJson } from '../../http/validate';
import { reply } from '../../mgmt/reply';
import { names, searchShape } from '../../mgmt/request';
import { auditInScope } from '../../mgmt/scope';
import { anyOf, search } from '../../mgmt/search';

const AuditSearch = z.object({
  ...searchShape,
  /** Epoch milliseconds, inclusive. */
  from: z.number().nonnegative().optional(),
  to: z.number().nonnegative().optional(),
  userIds: names.optional(),
  actions: names.optional(),
  externalIds: names.optional(),
  devices: names.optional(),
  methods: names.optional(),
  geos: names.optional(),
  remoteAddresses: names.optional(),
  loginIds: names.optional(),
  tenants: names.optional(),
});

export const auditRoutes = new Hono<AppEnv>();

auditRoutes.post('/v1/mgmt/audit/search', zodJson(AuditSearch), async (c) => {
  const params = c.req.valid('json');
  const actor = c.get('actor');
  const { from, to } = params;
  const audits = c.get('store').data.audits.filter((a) => auditInScope(actor, a));
  const found = search(audits, params, {
    text: (a) => [
      a.action,
      a.actorId,
      a.userId,
      a.externalIds,
      a.remoteAddress,
      a.geo,
      a.device,
      a.method,
      // What the event is about: a role's name (and a renamed role's old one), the roles an
      // assignment gave, a key's name. A search for "Auditor" finds the role's whole story.
      a.data,
    ],
    filters: [
      from === undefined ? undefined : (a) => a.occurred >= from,
      to === undefined ? undefined : (a) => a.occurred <= to,
      anyOf(params.userIds, (a) => [a.userId]),
      anyOf(params.actions, (a) => [a.action]),
      // The node SDK sends login ids as `externalIds`; both name the same thing here.
      anyOf(params.externalIds, (a) => a.externalIds),
      anyOf(params.loginIds, (a) => a.externalIds),
      anyOf(params.devices, (a) => [a.device]),
      anyOf(params.methods, (a) => [a.method]),
      anyOf(params.geos, (a) => [a.geo]),
      anyOf(params.remoteAddresses, (a) => [a.remoteAddress]),
      anyOf(params.tenants, (a) => a.tenants),
    ],
    // An audit trail reads newest first.
    defaultSort: [{ field: 'occurred', desc: true }],
  });
  return reply(c, AuditsResponse, {
    audits: found.items.map((a) => ({ ...a })),
    total: found.total,
  });
});
