import type { User } from '../../schemas';
import { formatLocal } from '../local-time';

/** The status the list shows: the server's 'enabled' reads 'active' (spec §3). */
export const shownUserStatus = (status: string | undefined): string =>
  status === 'enabled' ? 'active' : (status ?? '');

/**
 * A user as the table shows it: `status` as displayed, and the creation time formatted only
 * when a cell reads it (a list of 10 000 users formats only the rows in view).
 */
export type UserRow = User & {
  status: string;
  readonly createdTimeFormatted: string;
  /** The user's roles, by the name the provider's user table reads them (`path="roles"`). */
  readonly roles: readonly string[];
};

// A row is a read-only view of its user, not a copy: making 10 000 rows is 10 000 small
// proxies, and a field is shown (the status) or formatted (the creation time) only when a cell
// reads it. Copying every user's fields before the first paint cost as much as checking them,
// and the garbage it made cost more.
const ROW: ProxyHandler<User> = {
  get(user, key) {
    if (key === 'status') return shownUserStatus(user.status);
    if (key === 'roles') return user.roleNames ?? [];
    if (key === 'createdTimeFormatted') {
      return user.createdTime ? formatLocal(user.createdTime * 1000) : '';
    }
    return Reflect.get(user, key);
  },
  set: () => false,
};

export const userRow = (user: User): UserRow => new Proxy(user, ROW) as UserRow;

/** What free text finds a user by: the server's text fields for users. */
export const userSearchText = (user: User): unknown[] => [
  user.loginIds,
  user.name,
  user.email,
  user.phone,
  user.userId,
];

/** The selection's key: the user's login ids (spec §3), unique across users. */
export const userKey = (user: Pick<User, 'loginIds' | 'userId'>): string =>
  user.loginIds.length ? user.loginIds.join('\n') : user.userId;

/** How a confirmation names one user: the name, else the email, else the first login id. */
export const userLabel = (user: Pick<User, 'name' | 'email' | 'loginIds'>): string =>
  user.name || user.email || user.loginIds[0] || '';
