// Sample users and an in-memory user server for mock mode (spec 000 §1, §7): every action
// behaves as the server's would, and nothing leaves the page.
import { ok, type Result } from '../../http/result';
import type { CreateUserInput, UpdateUserInput, UserSearchInput } from '../../mgmt';
import type { CustomAttribute, User } from '../../schemas';
import { searchLocal } from '../local-search';
import { mockConflict, mockFailure, mockOk } from '../mock-result';
import { MOCK_TENANT, mockRoles } from '../roles/mock';
import type { UserBackend } from './backend';
import { matchesFilters, type UserFilters } from './filters';
import { userSearchText } from './format';

/** The filters a search body carries, read back as the server reads `filterBody`'s fields. */
const filtersOf = ({ statuses, roleNames }: UserSearchInput): UserFilters => ({
  status: statuses?.[0],
  role: roleNames?.[0],
});

/** The project's custom attributes in mock mode: one of each type, one not editable. */
export const mockCustomAttributes = (): CustomAttribute[] => [
  { name: 'department', displayName: 'Department', type: 1, editable: true },
  { name: 'employeeNumber', displayName: 'Employee number', type: 2, editable: false },
  { name: 'onCall', displayName: 'On call', type: 3, editable: true },
];

const DEPARTMENTS = ['Sales', 'Support', 'Engineering'];

/** Nine users, `user1@company.com` to `user9@company.com`, one role each, all verified. */
export function mockUsers(nowMs: number): User[] {
  const roles = mockRoles(nowMs).filter((role) => role.tenantId);
  return Array.from({ length: 9 }, (_, index) => {
    const n = index + 1;
    return {
      loginIds: [`user${n}@company.com`],
      userId: `mock-user-${n}`,
      name: `User ${n}`,
      givenName: 'User',
      familyName: String(n),
      email: `user${n}@company.com`,
      phone: `+1202555010${n}`,
      verifiedEmail: true,
      verifiedPhone: true,
      roleNames: [roles[index % roles.length]?.name ?? 'Editor'],
      userTenants: [{ tenantId: MOCK_TENANT, roleNames: [] }],
      status: 'enabled',
      editable: true,
      createdTime: Math.floor(nowMs / 1000) - (10 - n) * 86_400,
      customAttributes: {
        department: DEPARTMENTS[index % DEPARTMENTS.length],
        employeeNumber: 100 + n,
        onCall: n % 3 === 0,
      },
      webauthn: n % 2 === 1,
      password: true,
    };
  });
}

const sameLogin = (user: User, loginId: string) =>
  user.loginIds.some((id) => id.toLowerCase() === loginId.toLowerCase());

/** Apply the fields an update or create names; the others keep their value. */
function applied(user: User, input: UpdateUserInput): User {
  const next: User = { ...user };
  if (input.email !== undefined) next.email = input.email;
  if (input.phone !== undefined) next.phone = input.phone;
  if (input.displayName !== undefined) next.name = input.displayName;
  if (input.givenName !== undefined) next.givenName = input.givenName;
  if (input.familyName !== undefined) next.familyName = input.familyName;
  if (input.roleNames !== undefined) next.roleNames = input.roleNames;
  if (input.verifiedEmail !== undefined) next.verifiedEmail = input.verifiedEmail;
  if (input.verifiedPhone !== undefined) next.verifiedPhone = input.verifiedPhone;
  if (input.customAttributes !== undefined) {
    next.customAttributes = { ...user.customAttributes, ...input.customAttributes };
  }
  return next;
}

/** An in-memory user server: every action changes what later searches return. */
export function createMockUserBackend(now: () => number = Date.now): UserBackend {
  let users = mockUsers(now());
  const roles = mockRoles(now());
  const attributes = mockCustomAttributes();
  let created = 0;
  const find = (loginId: string) => users.find((user) => sameLogin(user, loginId));
  const replace = (old: User, next: User) => {
    users = users.map((user) => (user === old ? next : user));
    return mockOk({ ...next });
  };

  return {
    users: {
      search: (input: UserSearchInput = {}) => {
        const keep = matchesFilters(filtersOf(input));
        const found = searchLocal(users.filter(keep), input, { text: userSearchText });
        return mockOk({ users: found, total: found.length });
      },
      async create(input: CreateUserInput): Promise<Result<User>> {
        if (find(input.loginId)) return mockConflict('A user with this login id already exists');
        created += 1;
        const user = applied(
          {
            loginIds: [input.loginId, ...(input.additionalLoginIds ?? [])],
            userId: `mock-new-user-${created}`,
            status: input.invite ? 'invited' : 'enabled',
            editable: true,
            createdTime: Math.floor(now() / 1000),
            userTenants: [{ tenantId: MOCK_TENANT, roleNames: [] }],
          },
          input,
        );
        users = [user, ...users];
        return mockOk(user);
      },
      async update(input: UpdateUserInput): Promise<Result<User>> {
        const user = find(input.loginId);
        return user ? replace(user, applied(user, input)) : mockFailure('User not found');
      },
      async setStatus(loginId: string, status: 'enabled' | 'disabled'): Promise<Result<User>> {
        const user = find(loginId);
        return user ? replace(user, { ...user, status }) : mockFailure('User not found');
      },
      async deleteBatch(userIds: string[]) {
        users = users.filter((user) => !userIds.includes(user.userId));
        return ok(undefined);
      },
      async setTemporaryPassword(loginId: string): Promise<Result<string>> {
        const user = find(loginId);
        if (!user) return mockFailure('User not found');
        users = users.map((each) => (each === user ? { ...user, password: true } : each));
        return mockOk(`Mock-Temp-${Math.floor(now() % 100_000)}!a`);
      },
      async removePasskeys(loginId: string) {
        const user = find(loginId);
        if (!user) return mockFailure('User not found');
        users = users.map((each) => (each === user ? { ...user, webauthn: false } : each));
        return ok(undefined);
      },
      async resendInvite(loginId: string): Promise<Result<User>> {
        const user = find(loginId);
        return user ? mockOk({ ...user }) : mockFailure('User not found');
      },
      async logout(loginId: string) {
        return find(loginId) ? ok(undefined) : mockFailure('User not found');
      },
      customAttributes: () => mockOk(attributes),
    },
    roles: { loadAll: () => mockOk(roles) },
  };
}
