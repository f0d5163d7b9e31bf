// Sample data and an in-memory server for mock mode (spec §1, §7): no call leaves the page.
import { ok } from '../../http/result';
import type { CreateAccessKeyInput } from '../../mgmt';
import type { AccessKey } from '../../schemas';
import { searchLocal } from '../local-search';
import { mockOk } from '../mock-result';
import { mockRoles } from '../roles/mock';
import { createMockUserBackend } from '../users/mock';
import type { AccessKeyBackend } from './backend';

const DAY_SECONDS = 86_400;
export const MOCK_KEY_COUNT = 9;
export const MOCK_KEY_EXPIRY_DAYS = 30;

/** 9 keys, each expiring 30 days from now (spec §7). */
export function mockAccessKeys(nowMs: number): AccessKey[] {
  const nowSeconds = Math.floor(nowMs / 1000);
  const roleNames = mockRoles(nowMs).map((role) => role.name);
  return Array.from({ length: MOCK_KEY_COUNT }, (_, index) => ({
    id: `mock-key-${index + 1}`,
    name: `Access key ${index + 1}`,
    createdBy: 'mock-admin',
    editable: true,
    expireTime: nowSeconds + MOCK_KEY_EXPIRY_DAYS * DAY_SECONDS,
    createdTime: nowSeconds - (index + 1) * DAY_SECONDS,
    roleNames: [roleNames[index % roleNames.length] ?? ''],
    status: index % 3 === 2 ? 'inactive' : 'active',
    clientId: `mock-client-${index + 1}`,
    boundUserId: '',
  }));
}

/** An in-memory access-key server: every action changes what later searches return. */
export function createMockAccessKeyBackend(now: () => number = Date.now): AccessKeyBackend {
  let keys = mockAccessKeys(now());
  const roles = mockRoles(now());
  let created = 0;
  // The mock tenant's users, searched as the user widget's mock searches them.
  const people = createMockUserBackend(now);
  const setStatus = async (ids: string[], status: string) => {
    keys = keys.map((key) => (ids.includes(key.id) ? { ...key, status } : key));
    return ok(undefined);
  };

  return {
    accessKeys: {
      search: (input = {}) => {
        const found = searchLocal(keys, input);
        return mockOk({ keys: found, total: found.length });
      },
      create({ name, expireTime, roleNames, userId }: CreateAccessKeyInput) {
        created += 1;
        const key: AccessKey = {
          id: `mock-new-key-${created}`,
          name,
          createdBy: 'mock-admin',
          editable: true,
          expireTime,
          createdTime: Math.floor(now() / 1000),
          roleNames,
          status: 'active',
          clientId: `mock-new-client-${created}`,
          boundUserId: userId ?? '',
        };
        keys = [key, ...keys];
        return mockOk({ cleartext: `mock-cleartext-${created}`, key });
      },
      activate: (ids: string[]) => setStatus(ids, 'active'),
      deactivate: (ids: string[]) => setStatus(ids, 'inactive'),
      async delete(ids: string[]) {
        keys = keys.filter((key) => !ids.includes(key.id));
        return ok(undefined);
      },
    },
    roles: { loadAll: () => mockOk(roles) },
    users: { search: (input) => people.users.search(input) },
  };
}
