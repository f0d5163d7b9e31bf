import { badRequest, forbidden } from '../http/errors';
import type { EmulatorData } from '../state/types';
import type { Actor } from './actor';

// Which roles a user or access key holds, project-wide and per tenant, as the actor may
// assign them. A tenant actor assigns only inside its tenant: the roles it names (top-level
// `roleNames`, as the widgets send them, or its tenant's entry) become that tenant's roles.

export interface TenantRoles {
  tenantId: string;
  roleNames: string[];
}

export interface Assignment {
  roleNames: string[];
  tenants: TenantRoles[];
}

export interface AssignmentInput {
  roleNames?: string[] | undefined;
  tenants?: Array<{ tenantId: string; roleNames?: string[] | null | undefined }> | undefined;
}

/** Names that are neither built-in roles nor roles of `tenantId` are a 400. */
export function assertRolesExist(data: EmulatorData, names: readonly string[], tenantId: string) {
  const missing = names.filter(
    (name) =>
      !data.roles.some((r) => r.name === name && (r.tenantId === '' || r.tenantId === tenantId)),
  );
  if (missing.length) throw badRequest(`Unknown role(s): ${missing.join(', ')}`);
}

function checked(data: EmulatorData, assignment: Assignment): Assignment {
  assertRolesExist(data, assignment.roleNames, '');
  for (const entry of assignment.tenants) {
    if (!data.tenants.some((tenant) => tenant.id === entry.tenantId)) {
      throw badRequest(`Unknown tenant: ${entry.tenantId}`);
    }
    assertRolesExist(data, entry.roleNames, entry.tenantId);
  }
  return assignment;
}

/**
 * The assignment after applying `given` to `current` (empty for a new object): given parts
 * replace, absent parts stay. Throws 403 when a tenant actor names another tenant.
 */
export function assign(
  data: EmulatorData,
  actor: Actor,
  given: AssignmentInput,
  current: Assignment = { roleNames: [], tenants: [] },
): Assignment {
  const own = actor.tenant;
  if (!own) {
    return checked(data, {
      roleNames: given.roleNames ?? current.roleNames,
      tenants:
        given.tenants?.map((t) => ({ tenantId: t.tenantId, roleNames: t.roleNames ?? [] })) ??
        current.tenants,
    });
  }
  const foreign = given.tenants?.find((t) => t.tenantId !== own);
  if (foreign) throw forbidden(`Cannot assign tenant ${foreign.tenantId} from tenant ${own}`);
  const before = current.tenants.find((t) => t.tenantId === own);
  const roleNames =
    given.tenants?.find((t) => t.tenantId === own)?.roleNames ??
    given.roleNames ??
    before?.roleNames ??
    [];
  const entry = { tenantId: own, roleNames };
  const tenants = before
    ? current.tenants.map((t) => (t === before ? entry : t))
    : [...current.tenants, entry];
  // Only the actor's own entry is checked: other tenants' entries are not its business.
  assertRolesExist(data, roleNames, own);
  return { roleNames: current.roleNames, tenants };
}
