import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { newId } from '../state/ids';
import { findUserByLoginId, newUserRecord } from '../state/store';
import type { UserRecord } from '../state/types';
import { assign } from './assign';
import { scopedUser } from './lookup';
import { assertMayChangeAccount, userInScope } from './scope';
import {
  applyProfile,
  assertLoginIdsFree,
  type CreateUser,
  checkedAttributes,
  identifierChanges,
  requestedLoginIds,
  type UserInput,
} from './user-input';

/**
 * Create a user as the actor may: roles checked, tenant forced for a tenant actor, custom
 * attributes checked, 'invited' (with an invitation in the inbox) when asked to invite.
 * Everything is checked before the store changes.
 */
export function createUser(c: Context<AppEnv>, input: z.output<typeof CreateUser>): UserRecord {
  const store = c.get('store');
  const { data } = store;
  const actor = c.get('actor');
  const loginIds = requestedLoginIds(input);
  assertLoginIdsFree(data, loginIds);
  const { roleNames, tenants } = assign(data, actor, {
    roleNames: input.roleNames,
    tenants: input.userTenants,
  });
  const user = newUserRecord(store, loginIds, {
    roleNames,
    userTenants: tenants,
    status: input.invite ? 'invited' : 'enabled',
    customAttributes: checkedAttributes(data, input.customAttributes ?? {}, {}, false),
    test: input.test ?? false,
  });
  applyProfile(user, input);
  data.users.push(user);
  if (input.invite) invite(c, user, input);
  return user;
}

/**
 * The invited user a create with `invite` names again, when the actor may see them: the
 * provider's create is also how an invitation is sent again (its SDKs and spec 000 have no
 * other invitation call), so it sends the invitation anew instead of refusing the login id.
 */
export function invitedAgain(
  c: Context<AppEnv>,
  input: z.output<typeof CreateUser>,
): UserRecord | undefined {
  if (!input.invite) return undefined;
  const holder = findUserByLoginId(c.get('store').data, input.loginId);
  if (!holder || holder.status !== 'invited' || !userInScope(c.get('actor'), holder)) return;
  invite(c, holder, input);
  return holder;
}

/** The invitation that would have been sent: by email, or by SMS when asked and possible. */
function invite(c: Context<AppEnv>, user: UserRecord, input: z.output<typeof CreateUser>) {
  const store = c.get('store');
  const bySms = (input.sendSMS && !!user.phone) || !user.email;
  const to = bySms ? user.phone : user.email;
  if (!to) return;
  store.data.inbox.push({
    id: newId('M2'),
    channel: bySms ? 'sms' : 'email',
    to,
    loginId: user.loginIds[0] ?? '',
    kind: 'invite',
    link: input.inviteUrl || c.get('origin'),
    createdAt: store.now(),
  });
}

/** Replace the given fields of the user `input.loginId` names; the rest stays. */
export function updateUser(c: Context<AppEnv>, input: UserInput): UserRecord {
  const { data } = c.get('store');
  const actor = c.get('actor');
  const user = scopedUser(data, actor, { loginId: input.loginId });
  // Checked in full first, so that a refused update changes nothing.
  const loginIds = input.additionalLoginIds ? requestedLoginIds(input) : user.loginIds;
  const changes = identifierChanges(user, input, loginIds);
  if (changes.length) assertMayChangeAccount(actor, user, changes.join(', '));
  if (loginIds !== user.loginIds) assertLoginIdsFree(data, loginIds, user);
  const assignment = assign(
    data,
    actor,
    { roleNames: input.roleNames, tenants: input.userTenants },
    { roleNames: user.roleNames, tenants: user.userTenants },
  );
  const customAttributes = input.customAttributes
    ? checkedAttributes(
        data,
        input.customAttributes,
        user.customAttributes,
        actor.kind === 'session',
      )
    : user.customAttributes;
  applyProfile(user, input);
  user.loginIds = loginIds;
  user.roleNames = assignment.roleNames;
  user.userTenants = assignment.tenants;
  user.customAttributes = customAttributes;
  return user;
}
