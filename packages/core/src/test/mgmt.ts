// The management client's test helpers (its tests only; nothing in the library imports this).
import { expect } from 'vitest';
import { createHttp } from '../http/http';
import { createMgmt, type MgmtOptions } from '../mgmt';
import { BASE_URL, type Captured, PROJECT_ID } from './msw';

export const TENANT = 'T1';
export const TOKEN = 'admin-jwt';

export const KEY = { id: 'K1', name: 'ci', status: 'active', roleNames: ['reader'] };
export const ROLE = { name: 'admin', permissionNames: ['users:write'], tenantId: TENANT };
export const PERMISSION = { name: 'users:write' };
export const USER = { loginIds: ['ann@example.com'], userId: 'U1', status: 'enabled' };
export const AUDIT = { id: 'A1', action: 'LoginSucceed', occurred: 1_700_000_000_000 };

export function mgmtFor(options: Partial<MgmtOptions> = {}) {
  const http = createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL });
  return createMgmt(http, { tenant: TENANT, token: () => TOKEN, ...options });
}

/** Exactly one request reached the handler, with the tenant query, the bearer and `body`. */
export function expectSent(
  seen: Captured[],
  { method, path, body }: { method: 'GET' | 'POST'; path: string; body?: unknown },
) {
  expect(seen).toHaveLength(1);
  const [request] = seen;
  expect(request?.method).toBe(method);
  expect(request?.path).toBe(path);
  expect(request?.query).toEqual({ tenant: TENANT });
  expect(request?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:${TOKEN}`);
  expect(request?.body).toEqual(body);
}
