import { beforeEach } from 'vitest';
import { findUserByLoginId } from '../state/store';
import { issueSession } from '../tokens/jwt';
import { type Emulator, useEmulator } from './emulator';

// The callers of the management API (the management key, a tenant admin's session) and a
// snapshot of the state a refused call must leave unchanged.

type CallInit = NonNullable<Parameters<Emulator['call']>[1]>;
export type Caller = (path: string, init?: CallInit) => ReturnType<Emulator['call']>;

export async function sessionFor(emulator: Emulator, loginId: string) {
  const user = findUserByLoginId(emulator.store.data, loginId);
  if (!user) throw new Error(`no demo user ${loginId}`);
  return issueSession(emulator.store, user);
}

/** The project's management key, project-wide. */
export const asManagement =
  (emulator: Emulator): Caller =>
  (path, init = {}) =>
    emulator.call(path, { ...init, token: emulator.managementKey });

/** A Tenant Admin's session acting in its tenant, as the widgets call. */
export async function asTenantAdmin(
  emulator: Emulator,
  loginId = 'admin@acme.test',
  tenant = 'T2acme',
): Promise<Caller> {
  const { sessionJwt } = await sessionFor(emulator, loginId);
  return (path, init = {}) =>
    emulator.call(path, { ...init, token: sessionJwt, query: { tenant, ...init.query } });
}

/** The state management calls may change, serialised for before/after comparison. */
export function snapshot(emulator: Emulator): string {
  const { users, roles, accessKeys, tenants, permissions } = emulator.store.data;
  return JSON.stringify({ users, roles, accessKeys, tenants, permissions });
}

/** The actions of the audit events written so far. */
export const auditActions = (emulator: Emulator) => emulator.store.data.audits.map((a) => a.action);

/**
 * A running emulator for the tests of one file, reset before every test, with its two usual
 * callers: `mgmt` (the management key) and `acme` (Acme's Tenant Admin, a new session each test).
 */
export function useManagement() {
  const emulator = useEmulator();
  let admin: Caller = () => Promise.reject(new Error('acme is ready in tests only'));
  beforeEach(async () => {
    await emulator.reset();
    admin = await asTenantAdmin(emulator);
  });
  const mgmt: Caller = (path, init) => asManagement(emulator)(path, init);
  const acme: Caller = (path, init) => admin(path, init);
  return { emulator, mgmt, acme };
}
