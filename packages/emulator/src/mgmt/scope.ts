import { forbidden, notFound } from '../http/errors';
import type { AccessKeyRecord, AuditRecord, RoleRecord, UserRecord } from '../state/types';
import { type Actor, isTenantAdmin } from './actor';

// What an actor may see and touch. An actor with a tenant (every session; a management key
// called with ?tenant=) works inside that tenant only; a bare management key is project-wide.
// Anything outside scope answers 404, exactly as if it did not exist, so nothing leaks.

/** True when the actor is project-wide or `tenantIds` includes its tenant. */
export const inScope = (actor: Actor, tenantIds: readonly string[]): boolean =>
  !actor.tenant || tenantIds.includes(actor.tenant);

export const userInScope = (actor: Actor, user: UserRecord) =>
  inScope(
    actor,
    user.userTenants.map((t) => t.tenantId),
  );

export const keyInScope = (actor: Actor, key: AccessKeyRecord) =>
  inScope(
    actor,
    key.keyTenants.map((t) => t.tenantId),
  );

export const auditInScope = (actor: Actor, audit: AuditRecord) => inScope(actor, audit.tenants);

/** A tenant actor reads its own roles and the built-in ones (tenantId ''). */
export const roleVisible = (actor: Actor, role: RoleRecord) =>
  !actor.tenant || role.tenantId === '' || role.tenantId === actor.tenant;

/** Built-in roles belong to the project: a tenant admin's session may use but not change them. */
export function assertRoleWritable(actor: Actor, role: RoleRecord): void {
  if (actor.kind === 'session' && role.tenantId === '') {
    throw forbidden(`Role ${role.name} is built in and cannot be changed from a tenant`);
  }
}

/**
 * A user's credentials (passwords, passkeys), identifiers (login ids, email, phone and
 * their verified flags) and status are the user's own, not one tenant's: they decide how the
 * user signs in to every tenant. A session acting for a tenant may change them only when
 * it administers every tenant the user belongs to; otherwise the admin of tenant A could
 * set a password for a user who is also in B (an admin of B, say) and sign in as them, and
 * so reach into B. 403 with nothing changed. Memberships of the actor's own tenant (roles in
 * it, removal from it) and profile fields stay the tenant admin's to change; the management
 * key, project-wide or with ?tenant=, keeps its powers.
 */
export function assertMayChangeAccount(actor: Actor, user: UserRecord, what: string): void {
  if (actor.kind !== 'session') return;
  // The other tenant is not named: a tenant admin does not see the user's other tenants.
  if (user.userTenants.some((entry) => !isTenantAdmin(actor.user, entry.tenantId))) {
    throw forbidden(
      `Cannot change the ${what} of a user who also belongs to a tenant you do not administer`,
    );
  }
}

/** Project-level changes (permissions, tenants) are for the management key only. */
export function assertProjectActor(actor: Actor, what: string): void {
  if (actor.kind === 'session') throw forbidden(`Only the management key may ${what}`);
}

/** `item` if the actor may touch it, else the 404 an unknown id gets. */
export function inScopeOr404<T>(item: T | undefined, visible: boolean, what: string): T {
  if (!item || !visible) throw notFound(what);
  return item;
}
