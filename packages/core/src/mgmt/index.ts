import type { Client } from '../client';
import type { Http, WidgetInfo } from '../http/http';
import { type AccessKeysApi, createAccessKeys } from './access-keys';
import { type AuditApi, createAudit } from './audit';
import { type Call, createCall } from './call';
import { createPermissions, type PermissionsApi } from './permissions';
import { createRoles, type RolesApi } from './roles';
import type { MgmtOptions } from './types';
import { createUsers, type UsersApi } from './users';

export type { AccessKeysApi } from './access-keys';
export type { AuditApi } from './audit';
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

/** The groups a caller builds over one tenant's call, e.g. `(call) => ({ audit: createAudit(call) })`. */
export type MgmtGroups<G> = (call: Call, tenant: string | undefined) => G;

function groupsOver<G>(http: Http, options: MgmtOptions, groups: MgmtGroups<G>): G {
  // An empty attribute means no tenant, not a `tenant=` query the provider would reject.
  const tenant = options.tenant || undefined;
  return groups(createCall(http, { ...options, tenant }), tenant);
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

export interface MgmtOfOptions {
  /** The tenant the calls act in (the `tenant` query parameter); omit for project-wide calls. */
  tenant?: string;
  /**
   * Server-side only: calls authorise with this key (project-wide) instead of the client's
   * session. Never ship it to a browser.
   */
  managementKey?: string;
}

/**
 * The management API over a client's HTTP layer, authorised by its session (the signed-in
 * admin) or, on a server, by a management key. A function of its own, not a client field, so
 * that an app that only signs users in ships none of it.
 */
export const mgmtOf = (client: Client, options: MgmtOfOptions = {}): Mgmt =>
  createMgmt(client.http, clientOptions(client, options));

/** A client's calls authorise with the management key when given, else with its session. */
const clientOptions = (client: Client, options: MgmtOfOptions): MgmtOptions => ({
  tenant: options.tenant,
  token: () => options.managementKey ?? client.session.getSessionToken(),
});

export interface MgmtGroupsOfOptions extends MgmtOfOptions {
  /** The widget making the calls (see `Mgmt.forWidget`). */
  widget?: WidgetInfo;
  validate?: MgmtOptions['validate'];
}

/**
 * Only the groups `groups` builds, calling as `mgmtOf(client, options).forWidget(widget,
 * validate)` would: a widget builds the groups it calls, so a page that shows it ships no
 * other group (nor its schemas), as bundlers drop what no code reaches.
 */
export const mgmtGroupsOf = <G>(
  client: Client,
  { widget, validate, ...options }: MgmtGroupsOfOptions,
  groups: MgmtGroups<G>,
): G => groupsOver(client.http, { ...clientOptions(client, options), widget, validate }, groups);
