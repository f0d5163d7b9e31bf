import type { UserSearchInput } from '../../mgmt/types';
import type { Role, User, UserStatus } from '../../schemas';
import type { UserTexts } from './texts';

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

/** One filter's select: its label, the choice that clears it, and its options. */
export interface FilterChoice {
  label: string;
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** The two selects, worded in the widget's locale; the roles are the tenant's. */
export const filterChoices = (
  roles: readonly Role[],
  t: UserTexts,
): Record<keyof UserFilters, FilterChoice> => ({
  status: {
    label: t('filter.status'),
    all: t('filter.all'),
    options: USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  },
  role: {
    label: t('filter.role'),
    all: t('filter.all'),
    options: roles.map(({ name }) => ({ value: name, label: name })),
  },
});
