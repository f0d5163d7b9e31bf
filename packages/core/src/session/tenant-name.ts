import type { User } from '../schemas/user';

/**
 * What to call a tenant: the session token names tenants by id, the user record knows their
 * names. The name when the user's record has one, else the id.
 */
export const tenantName = (user: Pick<User, 'userTenants'> | undefined, tenantId: string): string =>
  user?.userTenants?.find((each) => each.tenantId === tenantId)?.tenantName || tenantId;
