import { AccessKeyResponse, AccessKeysResponse, CreatedAccessKeyResponse } from '@gatehouse/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { badRequest } from '../../http/errors';
import { zodJson, zodQuery } from '../../http/validate';
import { actorId } from '../../mgmt/actor';
import { assign } from '../../mgmt/assign';
import { auditChange, heldRoleNames } from '../../mgmt/audit';
import { scopedKey, scopedKeys } from '../../mgmt/lookup';
import { reply } from '../../mgmt/reply';
import { names, searchShape, tenantRoles } from '../../mgmt/request';
import { keyInScope, userInScope } from '../../mgmt/scope';
import { anyOf, search, valueAt } from '../../mgmt/search';
import { keyView } from '../../mgmt/wire';
import { newId, newSecret } from '../../state/ids';
import { findUserById, hashSecret } from '../../state/store';
import type { AccessKeyRecord } from '../../state/types';
import { CustomClaims } from '../../tokens/claims';

const KeySearch = z.object({
  ...searchShape,
  tenantIds: names.optional(),
  boundUserId: z.string().optional(),
  creatingUser: z.string().optional(),
});
const CreateKey = z.object({
  name: z.string().min(1),
  /** Seconds since epoch; 0 = never expires. */
  expireTime: z.number().int().nonnegative().optional(),
  roleNames: names.optional(),
  userId: z.string().optional(),
  keyTenants: tenantRoles.optional(),
  customClaims: CustomClaims.optional(),
  description: z.string().optional(),
  permittedIps: names.optional(),
});
/** The server SDK's update: the key by id, a name, and the parts to replace. */
const UpdateKey = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().optional(),
  roleNames: names.optional(),
  keyTenants: tenantRoles.optional(),
  customClaims: CustomClaims.optional(),
  permittedIps: names.optional(),
});
const KeyQuery = z.object({ id: z.string().default('') });
const KeyRef = z.object({ id: z.string().min(1) });
const KeyRefs = z.object({ ids: names.min(1) });

type KeyContext = Context<AppEnv>;

const about = (key: AccessKeyRecord, data: Record<string, unknown> = {}) => ({
  userId: key.boundUserId,
  externalIds: [key.id],
  tenants: key.keyTenants.map((t) => t.tenantId),
  data: { name: key.name, ...data },
});

/** A fresh secret: the cleartext `id:secret` goes to the caller once, only its hash is kept. */
function newCleartext(key: AccessKeyRecord): string {
  const secret = newSecret();
  key.secretHash = hashSecret(secret);
  return `${key.id}:${secret}`;
}

export const accessKeysRoutes = new Hono<AppEnv>();

// Search runs over the stored records (their fields carry the wire names) and only the page
// it returns becomes views, as user search does; fields a view derives (the expired status, a
// tenant's roles, tenant names) sort by the view. `total` counts every match, so a caller
// knows when the page is not all of them.
const KEY_VIEW_ONLY = /^(status|roleNames|keyTenants|editable)\b/;

accessKeysRoutes.post('/v1/mgmt/accesskey/search', zodJson(KeySearch), async (c) => {
  const params = c.req.valid('json');
  const store = c.get('store');
  const actor = c.get('actor');
  const keys = store.data.accessKeys.filter((k) => keyInScope(actor, k));
  const found = search(keys, params, {
    text: (k) => [k.name, k.id, k.createdBy],
    sortValue: (k, field) =>
      valueAt(KEY_VIEW_ONLY.test(field) ? keyView(store, actor, k) : k, field),
    filters: [
      anyOf(params.tenantIds, (k) => k.keyTenants.map((t) => t.tenantId)),
      anyOf(params.boundUserId ? [params.boundUserId] : undefined, (k) => [k.boundUserId]),
      anyOf(params.creatingUser ? [params.creatingUser] : undefined, (k) => [k.createdBy]),
    ],
  });
  return reply(c, AccessKeysResponse, {
    keys: found.items.map((k) => keyView(store, actor, k)),
    total: found.total,
  });
});

accessKeysRoutes.post('/v1/mgmt/accesskey/create', zodJson(CreateKey), async (c) => {
  const input = c.req.valid('json');
  const store = c.get('store');
  const actor = c.get('actor');
  const bound = input.userId ? findUserById(store.data, input.userId) : undefined;
  if (input.userId && (!bound || !userInScope(actor, bound))) {
    throw badRequest(`Unknown user: ${input.userId}`);
  }
  const { roleNames, tenants } = assign(store.data, actor, {
    roleNames: input.roleNames,
    tenants: input.keyTenants,
  });
  const key: AccessKeyRecord = {
    id: newId('K2'),
    name: input.name,
    secretHash: '',
    expireTime: input.expireTime ?? 0,
    createdTime: Math.floor(store.now() / 1000),
    createdBy: actorId(actor),
    roleNames,
    keyTenants: tenants,
    status: 'active',
    clientId: newId('C2'),
    boundUserId: input.userId ?? '',
    description: input.description ?? '',
    permittedIps: input.permittedIps ?? [],
    customClaims: input.customClaims ?? {},
  };
  const cleartext = newCleartext(key);
  store.data.accessKeys.push(key);
  auditChange(c, 'AccessKeyCreated', about(key, { roleNames: heldRoleNames(key) }));
  return reply(c, CreatedAccessKeyResponse, { key: keyView(store, actor, key), cleartext });
});

accessKeysRoutes.get('/v1/mgmt/accesskey', zodQuery(KeyQuery), (c) => {
  const store = c.get('store');
  const actor = c.get('actor');
  const key = scopedKey(store.data, actor, c.req.valid('query').id);
  return reply(c, AccessKeyResponse, { key: keyView(store, actor, key) });
});

accessKeysRoutes.post('/v1/mgmt/accesskey/update', zodJson(UpdateKey), async (c) => {
  const input = c.req.valid('json');
  const store = c.get('store');
  const actor = c.get('actor');
  const key = scopedKey(store.data, actor, input.id);
  // Checked in full first, so that a refused update changes nothing.
  const { roleNames, tenants } = assign(
    store.data,
    actor,
    { roleNames: input.roleNames, tenants: input.keyTenants },
    { roleNames: key.roleNames, tenants: key.keyTenants },
  );
  key.name = input.name;
  key.roleNames = roleNames;
  key.keyTenants = tenants;
  if (input.description !== undefined) key.description = input.description;
  if (input.customClaims) key.customClaims = input.customClaims;
  if (input.permittedIps) key.permittedIps = input.permittedIps;
  auditChange(c, 'AccessKeyModified', about(key, { roleNames: heldRoleNames(key) }));
  return reply(c, AccessKeyResponse, { key: keyView(store, actor, key) });
});

accessKeysRoutes.post('/v1/mgmt/accesskey/rotate', zodJson(KeyRef), async (c) => {
  const { id } = c.req.valid('json');
  const store = c.get('store');
  const key = scopedKey(store.data, c.get('actor'), id);
  const cleartext = newCleartext(key);
  auditChange(c, 'AccessKeyRotated', about(key));
  return reply(c, CreatedAccessKeyResponse, {
    key: keyView(store, c.get('actor'), key),
    cleartext,
  });
});

/** What each batchable action does to the keys, all of which are already known in scope. */
const ACTIONS = {
  activate: (c: KeyContext, keys: AccessKeyRecord[]) => setStatus(c, keys, 'active'),
  deactivate: (c: KeyContext, keys: AccessKeyRecord[]) => setStatus(c, keys, 'inactive'),
  delete: (c: KeyContext, keys: AccessKeyRecord[]) => {
    const { data } = c.get('store');
    for (const key of keys) auditChange(c, 'AccessKeyDeleted', about(key));
    data.accessKeys = data.accessKeys.filter((k) => !keys.includes(k));
  },
};

function setStatus(c: KeyContext, keys: AccessKeyRecord[], status: AccessKeyRecord['status']) {
  for (const key of keys) {
    key.status = status;
    auditChange(c, 'AccessKeyModified', about(key, { status }));
  }
}

for (const [action, run] of Object.entries(ACTIONS)) {
  accessKeysRoutes.post(`/v1/mgmt/accesskey/${action}`, zodJson(KeyRef), async (c) => {
    const { id } = c.req.valid('json');
    run(c, [scopedKey(c.get('store').data, c.get('actor'), id)]);
    return c.json({});
  });
  accessKeysRoutes.post(`/v1/mgmt/accesskey/${action}/batch`, zodJson(KeyRefs), async (c) => {
    const { ids } = c.req.valid('json');
    // Every id is resolved (404 on the first outside scope) before any key changes.
    run(c, scopedKeys(c.get('store').data, c.get('actor'), ids));
    return c.json({});
  });
}
