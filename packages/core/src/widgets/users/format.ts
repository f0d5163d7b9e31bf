import type { User } from '../../schemas';
import { formatLocal } from '../access-keys/format';

/** The status the list shows: the server's 'enabled' reads 'active' (spec §3). */
export const shownUserStatus = (status: string | undefined): string =>
  status === 'enabled' ? 'active' : (status ?? '');

/**
 * A user as the table shows it: `status` as displayed, and the creation time formatted only
 * when a cell reads it (a list of 10 000 users formats only the rows in view).
 */
export type UserRow = User & { status: string; readonly createdTimeFormatted: string };

const ROW = {
  get createdTimeFormatted(): string {
    const created = (this as unknown as User).createdTime;
    return created ? formatLocal(created * 1000) : '';
  },
};

export const userRow = (user: User): UserRow =>
  Object.assign(Object.create(ROW) as UserRow, user, { status: shownUserStatus(user.status) });

/** The selection's key: the user's login ids (spec §3), unique across users. */
export const userKey = (user: Pick<User, 'loginIds' | 'userId'>): string =>
  user.loginIds.length ? user.loginIds.join('\n') : user.userId;

/** How a confirmation names one user: the name, else the email, else the first login id. */
export const userLabel = (user: Pick<User, 'name' | 'email' | 'loginIds'>): string =>
  user.name || user.email || user.loginIds[0] || '';
