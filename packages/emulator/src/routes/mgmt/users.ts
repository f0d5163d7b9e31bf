import {
  CleartextResponse,
  CustomAttributesResponse,
  UserResponse,
  UsersResponse,
} from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { LoginId } from '../../auth/login-id';
import { enforcePolicy } from '../../auth/password-policy';
import { body } from '../../http/validate';
import { auditChange } from '../../mgmt/audit';
import { scopedUser, scopedUsers } from '../../mgmt/lookup';
import { temporaryPassword } from '../../mgmt/password';
import { reply } from '../../mgmt/reply';
import { names, request } from '../../mgmt/request';
import { assertMayChangeAccount } from '../../mgmt/scope';
import { CreateUser as CreateUserBody, UpdateUser as UpdateUserBody } from '../../mgmt/user-input';
import { searchUsers, UserSearch } from '../../mgmt/user-search';
import { createUser, updateUser } from '../../mgmt/user-write';
import { userView } from '../../mgmt/wire';
import { hashSecret } from '../../state/store';
import type { UserRecord } from '../../state/types';

// Login ids are normalised as everywhere; a lookup then compares normalised forms.
const UserRef = request({ loginId: LoginId.optional(), userId: z.string().optional() });
const StatusChange = request({
  loginId: LoginId,
  status: z.enum(['enabled', 'disabled']),
});
const BatchDelete = request({ userIds: names.min(1) });
const TemporaryPassword = request({ loginId: LoginId, password: z.string().optional() });
const ActivePassword = request({ loginId: LoginId, password: z.string().min(1) });
const PasskeysRef = request({ loginId: LoginId });

/** What every user audit event names: the user, its login ids and its tenants. */
const about = (user: UserRecord, data: Record<string, unknown> = {}) => ({
  userId: user.userId,
  externalIds: user.loginIds,
  tenants: user.userTenants.map((t) => t.tenantId),
  data,
});

export const usersRoutes = new Hono<AppEnv>();

// The widgets search on /v1, the provider's server SDKs on /v2: one search answers both.
for (const path of ['/v1/mgmt/user/search', '/v2/mgmt/user/search']) {
  usersRoutes.post(path, async (c) => {
    const params = await body(c, UserSearch);
    return reply(c, UsersResponse, searchUsers(c.get('store').data, c.get('actor'), params));
  });
}

usersRoutes.get('/v1/mgmt/user', (c) => {
  const { data } = c.get('store');
  const actor = c.get('actor');
  const user = scopedUser(data, actor, {
    loginId: c.req.query('loginId') || undefined,
    userId: c.req.query('userId') || undefined,
  });
  return reply(c, UserResponse, { user: userView(data, actor, user) });
});

usersRoutes.post('/v1/mgmt/user/create', async (c) => {
  const user = createUser(c, await body(c, CreateUserBody));
  auditChange(c, 'UserCreated', about(user));
  return reply(c, UserResponse, { user: userView(c.get('store').data, c.get('actor'), user) });
});

usersRoutes.post('/v1/mgmt/user/update', async (c) => {
  const user = updateUser(c, await body(c, UpdateUserBody));
  auditChange(c, 'UserModified', about(user));
  return reply(c, UserResponse, { user: userView(c.get('store').data, c.get('actor'), user) });
});

usersRoutes.post('/v1/mgmt/user/update/status', async (c) => {
  const { loginId, status } = await body(c, StatusChange);
  const { data } = c.get('store');
  const user = scopedUser(data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'status');
  user.status = status;
  auditChange(c, 'UserStatusChanged', about(user, { status }));
  return reply(c, UserResponse, { user: userView(data, c.get('actor'), user) });
});

/**
 * Remove users from the actor's reach: a tenant admin takes them out of its tenant (and
 * deletes them when that was their only tenant); the project-wide key deletes them.
 */
function removeUsers(c: Parameters<typeof auditChange>[0], users: UserRecord[]) {
  const { data } = c.get('store');
  const tenant = c.get('actor').tenant;
  for (const user of users) {
    auditChange(c, 'UserDeleted', about(user));
    user.userTenants = tenant ? user.userTenants.filter((t) => t.tenantId !== tenant) : [];
  }
  const gone = new Set(users.filter((u) => !tenant || !u.userTenants.length));
  data.users = data.users.filter((u) => !gone.has(u));
}

usersRoutes.post('/v1/mgmt/user/delete', async (c) => {
  const ref = await body(c, UserRef);
  removeUsers(c, [scopedUser(c.get('store').data, c.get('actor'), ref)]);
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/delete/batch', async (c) => {
  const { userIds } = await body(c, BatchDelete);
  // All users are looked up (and a 404 thrown) before the first one is removed.
  removeUsers(c, scopedUsers(c.get('store').data, c.get('actor'), userIds));
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/password/set/temporary', async (c) => {
  const { loginId, password } = await body(c, TemporaryPassword);
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'password');
  const cleartext = password ?? temporaryPassword();
  // An admin's password obeys the same policy as a user's own.
  enforcePolicy(cleartext);
  user.passwordHash = hashSecret(cleartext);
  auditChange(c, 'PasswordReset', about(user, { temporary: true }));
  return reply(c, CleartextResponse, { cleartext });
});

usersRoutes.post('/v1/mgmt/user/password/set/active', async (c) => {
  const { loginId, password } = await body(c, ActivePassword);
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'password');
  enforcePolicy(password);
  user.passwordHash = hashSecret(password);
  auditChange(c, 'PasswordReset', about(user, { temporary: false }));
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/passkeys/delete', async (c) => {
  const { loginId } = await body(c, PasskeysRef);
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'passkeys');
  user.webauthn = [];
  auditChange(c, 'PasskeysRemoved', about(user));
  return c.json({});
});

usersRoutes.get('/v1/mgmt/user/customattributes', (c) =>
  reply(c, CustomAttributesResponse, {
    data: c.get('store').data.customAttributes.map((a) => ({ ...a, options: [] })),
  }),
);
