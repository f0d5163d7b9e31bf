import { z } from 'zod';
import type { EmulatorData, UserRecord } from '../state/types';
import type { Actor } from './actor';
import { attributes, names, searchShape } from './request';
import { userInScope } from './scope';
import { anyOf, type Filter, search, valueAt } from './search';
import { userView } from './wire';

// Search runs over the stored records, whose fields carry the wire names, and only the page
// it returns is turned into wire views: building 10 000 views per request was most of the
// cost. Fields that exist only in the view (or differ in a tenant's view) sort by the view.
const VIEW_ONLY =
  /^(roleNames|userTenants|password|TOTP|webauthn|SAML|OAuth|editable|externalIds)\b/;

/** The widgets' /v1 body and the server SDK's /v2 body (tenantIds, roleNames, ...) in one. */
export const UserSearch = z.object({
  ...searchShape,
  withTestUser: z.boolean().optional(),
  testUsersOnly: z.boolean().optional(),
  customAttributes: attributes.optional(),
  statuses: names.optional(),
  emails: names.optional(),
  phones: names.optional(),
  tenantIds: names.optional(),
  roleNames: names.optional(),
  loginIds: names.optional(),
  userIds: names.optional(),
});
export type UserSearch = z.output<typeof UserSearch>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every given attribute must match; a list of values matches any one of them. */
function attributeFilter(wanted: Record<string, unknown> | undefined): Filter<UserRecord> {
  if (!wanted || !Object.keys(wanted).length) return undefined;
  return (user) =>
    Object.entries(wanted).every(([name, value]) => {
      const actual = user.customAttributes?.[name];
      return Array.isArray(value) ? value.some((v) => same(v, actual)) : same(value, actual);
    });
}

export function searchUsers(data: EmulatorData, actor: Actor, params: UserSearch) {
  const users = data.users.filter((user) => userInScope(actor, user));
  const found = search(users, params, {
    sortValue: (user, field) =>
      valueAt(VIEW_ONLY.test(field) ? userView(data, actor, user) : user, field),
    text: (u) => [u.loginIds, u.name, u.email, u.phone, u.userId],
    filters: [
      // Test users exist for automated tests; lists leave them out unless asked.
      params.testUsersOnly ? (u) => !!u.test : params.withTestUser ? undefined : (u) => !u.test,
      anyOf(params.statuses, (u) => [u.status]),
      anyOf(params.emails, (u) => [u.email]),
      anyOf(params.phones, (u) => [u.phone]),
      anyOf(params.loginIds, (u) => u.loginIds),
      anyOf(params.userIds, (u) => [u.userId]),
      anyOf(params.tenantIds, (u) => (u.userTenants ?? []).map((t) => t.tenantId)),
      anyOf(params.roleNames, (u) => [
        ...(u.roleNames ?? []),
        ...(u.userTenants ?? []).flatMap((t) => t.roleNames ?? []),
      ]),
      attributeFilter(params.customAttributes),
    ],
  });
  return { users: found.items.map((user) => userView(data, actor, user)), total: found.total };
}
