import type { Client } from '../client';
import type { Http, WidgetInfo } from '../http/http';
import { type AccessKeysApi, createAccessKeys } from './access-keys';
import { type AuditApi, createAudit } from './audit';
import { clientOptions, groupsOver, type MgmtOfOptions } from './groups';
import { createPermissions, type PermissionsApi } from './permissions';
import { createRoles, type RolesApi } from './roles';
import type { MgmtOptions } from './types';
import { createUsers, type UsersApi } from './users';

export type { AccessKeysApi } from './access-keys';
export type { AuditApi } from './audit';
export {
  type MgmtGroups,
  type MgmtGroupsOfOptions,
  type MgmtOfOptions,
  mgmtGroupsOf,
} from './groups';
export type { PermissionsApi } from './permissions';
export type { RolesApi } from './roles';
export type * from './types';
export type { UsersApi } from './users';

/** The management API of spec 000 §7, scoped to one tenant. */
export interface Mgmt {
  /** The tenant every call is scoped to; undefined for project-wide calls. */
  readonly tenant: string | undefined;
  readonly accessKeys: AccessKeysApi;
  readonly roles: RolesApi;
  readonly permissions: PermissionsApi;
  readonly audit: AuditApi;
  readonly users: UsersApi;
  /** The same client (http and token) acting within another tenant. */
  forTenant(tenant: string | undefined): Mgmt;
  /**
   * The same client calling as a widget: each request carries the widget's headers, and its
   * answers are validated with `validate(schema)` when given. Widgets share the page's client
   * (one session) and call through this.
   */
  forWidget(widget: WidgetInfo, validate?: MgmtOptions['validate']): Mgmt;
}

export function createMgmt(http: Http, options: MgmtOptions): Mgmt {
  return groupsOver(http, options, (call, tenant) => ({
    tenant,
    accessKeys: createAccessKeys(call),
    roles: createRoles(call, tenant),
    permissions: createPermissions(call),
    audit: createAudit(call),
    users: createUsers(call, tenant),
    forTenant: (other) => createMgmt(http, { ...options, tenant: other }),
    forWidget: (widget, validate) => createMgmt(http, { ...options, widget, validate }),
  }));
}

/**
 * The management API over a client's HTTP layer, authorised by its session (the signed-in
 * admin) or, on a server, by a management key. A function of its own, not a client field, so
 * that an app that only signs users in ships none of it.
 */
export const mgmtOf = (client: Client, options: MgmtOfOptions = {}): Mgmt =>
  createMgmt(client.http, clientOptions(client, options));
