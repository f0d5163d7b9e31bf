import { userRecord } from '../state/store';
import type { EmulatorData, UserRecord, UserStatus } from '../state/types';

// Bulk users for volume tests (filters and paging over 25,000 users): generated, not seeded,
// so that a test asks for a number instead of carrying a seed file, and made in milliseconds:
// no password, so no bcrypt per user, and ids are sequential (no random bytes per user).

/** The most a start may ask for: beyond it the state's reset copy would crowd the heap. */
export const MAX_SAMPLE_USERS = 250_000;
/** Every sample user's email domain: a search for it finds exactly the sample. */
export const SAMPLE_USER_DOMAIN = 'sample.test';

/** One in ten disabled and one in ten invited: each status filter has matches to page. */
const statusOf = (i: number): UserStatus =>
  i % 10 === 7 ? 'disabled' : i % 10 === 9 ? 'invited' : 'enabled';

/**
 * The roles a sample user may hold in `tenant`: the project's and the tenant's own, but none
 * that administers (a sample user signs nobody in, yet a list of admins would mislead).
 */
const sampleRoles = (data: EmulatorData, tenant: string | undefined): string[] =>
  data.roles
    .filter((role) => (!role.tenantId || role.tenantId === tenant) && !/admin/i.test(role.name))
    .map((role) => role.name);

/**
 * `count` users in the project's first tenant, numbered from 0 (`Sample User 00042`,
 * `sample.00042@sample.test`), statuses and roles cycling, created a second apart before `now`.
 */
export function sampleUsers(data: EmulatorData, count: number, now: number): UserRecord[] {
  const tenant = data.tenants[0]?.id;
  const roles = sampleRoles(data, tenant);
  const width = String(Math.max(count - 1, 0)).length;
  const seconds = Math.floor(now / 1000);
  return Array.from({ length: count }, (_, i) => {
    const number = String(i).padStart(width, '0');
    const email = `sample.${number}@${SAMPLE_USER_DOMAIN}`;
    const role = roles.length ? roles[i % roles.length] : undefined;
    return userRecord([email], {
      userId: `U2sample${number}`,
      name: `Sample User ${number}`,
      givenName: 'Sample',
      familyName: `User ${number}`,
      email,
      verifiedEmail: i % 4 !== 3,
      userTenants: tenant ? [{ tenantId: tenant, roleNames: role ? [role] : [] }] : [],
      status: statusOf(i),
      createdTime: seconds - i,
    });
  });
}
