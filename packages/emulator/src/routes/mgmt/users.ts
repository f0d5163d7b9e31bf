import {
  CleartextResponse,
  CustomAttributesResponse,
  UserResponse,
  UsersResponse,
} from '@gatehouse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { LoginId } from '../../auth/login-id';
import { storePassword } from '../../auth/passwords';
import { revokeUser } from '../../auth/refresh';
import type { AppEnv } from '../../http/app-env';
import { zodJson, zodQuery } from '../../http/validate';
import { auditChange, heldRoleNames } from '../../mgmt/audit';
import { scopedUser, scopedUsers } from '../../mgmt/lookup';
import { temporaryPassword } from '../../mgmt/password';
import { reply } from '../../mgmt/reply';
import { names } from '../../mgmt/request';
import { assertMayChangeAccount } from '../../mgmt/scope';
import { CreateUser as CreateUserBody, UpdateUser as UpdateUserBody } from '../../mgmt/user-input';
import { searchUsers, UserSearch } from '../../mgmt/user-search';
import { createUser, invitedAgain, updateUser } from '../../mgmt/user-write';
import { userView } from '../../mgmt/wire';
import type { UserRecord } from '../../state/types';

// Login ids are normalised as everywhere; a lookup then compares normalised forms.
// `?loginId=` or `?userId=`; an empty one counts as absent.
const UserQuery = z.object({ loginId: z.string().optional(), userId: z.string().optional() });
const UserRef = z.object({ loginId: LoginId.optional(), userId: z.string().optional() });
const StatusChange = z.object({
  loginId: LoginId,
  status: z.enum(['enabled', 'disabled']),
});
const BatchDelete = z.object({ userIds: names.min(1) });
const TemporaryPassword = z.object({ loginId: LoginId, password: z.string().optional() });
const ActivePassword = z.object({ loginId: LoginId, password: z.string().min(1) });
const PasskeysRef = z.object({ loginId: LoginId });

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
  usersRoutes.post(path, zodJson(UserSearch), async (c) => {
    const params = c.req.valid('json');
    return reply(c, UsersResponse, searchUsers(c.get('store').data, c.get('actor'), params));
  });
}

usersRoutes.get('/v1/mgmt/user', zodQuery(UserQuery), (c) => {
  const { data } = c.get('store');
  const actor = c.get('actor');
  const { loginId, userId } = c.req.valid('query');
  const user = scopedUser(data, actor, {
    loginId: loginId || undefined,
    userId: userId || undefined,
  });
  return reply(c, UserResponse, { user: userView(data, actor, user) });
});

usersRoutes.post('/v1/mgmt/user/create', zodJson(CreateUserBody), async (c) => {
  const input = c.req.valid('json');
  const again = invitedAgain(c, input);
  if (again) {
    auditChange(c, 'UserInvited', about(again));
    return reply(c, UserResponse, { user: userView(c.get('store').data, c.get('actor'), again) });
  }
  const user = createUser(c, input);
  auditChange(c, 'UserCreated', about(user, { roleNames: heldRoleNames(user) }));
  return reply(c, UserResponse, { user: userView(c.get('store').data, c.get('actor'), user) });
});

usersRoutes.post('/v1/mgmt/user/update', zodJson(UpdateUserBody), async (c) => {
  const user = updateUser(c, c.req.valid('json'));
  auditChange(c, 'UserModified', about(user, { roleNames: heldRoleNames(user) }));
  return reply(c, UserResponse, { user: userView(c.get('store').data, c.get('actor'), user) });
});

usersRoutes.post('/v1/mgmt/user/update/status', zodJson(StatusChange), async (c) => {
  const { loginId, status } = c.req.valid('json');
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

usersRoutes.post('/v1/mgmt/user/delete', zodJson(UserRef), async (c) => {
  const ref = c.req.valid('json');
  removeUsers(c, [scopedUser(c.get('store').data, c.get('actor'), ref)]);
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/delete/batch', zodJson(BatchDelete), async (c) => {
  const { userIds } = c.req.valid('json');
  // All users are looked up (and a 404 thrown) before the first one is removed.
  removeUsers(c, scopedUsers(c.get('store').data, c.get('actor'), userIds));
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/password/set/temporary', zodJson(TemporaryPassword), async (c) => {
  const { loginId, password } = c.req.valid('json');
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'password');
  const cleartext = password ?? temporaryPassword();
  // An admin's password obeys the same policy as a user's own; a temporary one has expired
  // already, so the user must replace it to sign in (as the provider's SDKs document).
  storePassword(user, cleartext, { expired: true });
  auditChange(c, 'PasswordReset', about(user, { temporary: true }));
  return reply(c, CleartextResponse, { cleartext });
});

usersRoutes.post('/v1/mgmt/user/password/set/active', zodJson(ActivePassword), async (c) => {
  const { loginId, password } = c.req.valid('json');
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'password');
  storePassword(user, password);
  auditChange(c, 'PasswordReset', about(user, { temporary: false }));
  return c.json({});
});

usersRoutes.post('/v1/mgmt/user/passkeys/delete', zodJson(PasskeysRef), async (c) => {
  const { loginId } = c.req.valid('json');
  const user = scopedUser(c.get('store').data, c.get('actor'), { loginId });
  assertMayChangeAccount(c.get('actor'), user, 'passkeys');
  user.webauthn = [];
  auditChange(c, 'PasskeysRemoved', about(user));
  return c.json({});
});

// The provider's management logout: every session of the user ends, their refresh tokens
// are refused from then on (as the user's own logoutall does).
usersRoutes.post('/v1/mgmt/user/logout', zodJson(UserRef), async (c) => {
  const user = scopedUser(c.get('store').data, c.get('actor'), c.req.valid('json'));
  revokeUser(c.get('store'), user.userId);
  auditChange(c, 'LogoutAll', about(user));
  return c.json({});
});

usersRoutes.get('/v1/mgmt/user/customattributes', (c) =>
  reply(c, CustomAttributesResponse, {
    data: c.get('store').data.customAttributes.map((a) => ({ ...a, options: [] })),
  }),
);
