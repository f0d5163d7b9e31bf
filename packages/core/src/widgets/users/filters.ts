import type { UserSearchInput } from '../../mgmt/types';
import type { User, UserStatus } from '../../schemas';

// The user list's filters: one status and one role, combined with the text search. The store
// holds them (store.ts), the server applies them (the provider's `statuses` and `roleNames`),
// and the rows held answer them the same way while the server's answer is on its way.

/** The statuses the status filter offers, in the table's order. */
export const USER_STATUSES = ['enabled', 'disabled', 'invited'] as const satisfies UserStatus[];

/** The filters chosen; an absent one lets every user through. */
export interface UserFilters {
  status?: UserStatus;
  role?: string;
}

/** What the filters add to the provider's search body. */
export const filterBody = ({ status, role }: UserFilters): UserSearchInput => ({
  statuses: status ? [status] : undefined,
  roleNames: role ? [role] : undefined,
});

/** The filters a search body carries (the mock's server reads them back). */
export const filtersOf = ({ statuses, roleNames }: UserSearchInput): UserFilters => ({
  status: statuses?.[0],
  role: roleNames?.[0],
});

/** Whether any filter is chosen. */
export const filtering = ({ status, role }: UserFilters): boolean => !!(status || role);

/** The roles a user holds, project-wide or in a tenant, as the server's role filter reads them. */
const heldRoles = (user: User): string[] => [
  ...(user.roleNames ?? []),
  ...(user.userTenants ?? []).flatMap((tenant) => tenant.roleNames ?? []),
];

/** Whether `user` passes the filters, as the server decides it. */
export const matchesFilters =
  ({ status, role }: UserFilters) =>
  (user: User): boolean =>
    (!status || user.status === status) && (!role || heldRoles(user).includes(role));
