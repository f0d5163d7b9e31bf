import type { Client } from '../client';
import type { Http, WidgetInfo } from '../http/http';
import { type Call, createCall } from './call';
import type { MgmtOptions } from './types';

// How management calls are built over a client: its options (the tenant, the token) and the
// groups of calls a caller asks for. Apart from index.ts, which builds every group: a widget
// builds only the groups it calls, and a module that named every group's code (even unused)
// would pull each group a widget loads on demand into its first chunk.

export interface MgmtOfOptions {
  /** The tenant the calls act in (the `tenant` query parameter); omit for project-wide calls. */
  tenant?: string;
  /**
   * Server-side only: calls authorise with this key (project-wide) instead of the client's
   * session. Never ship it to a browser.
   */
  managementKey?: string;
}

/** The groups a caller builds over one tenant's call, e.g. `(call) => ({ audit: createAudit(call) })`. */
export type MgmtGroups<G> = (call: Call, tenant: string | undefined) => G;

export function groupsOver<G>(http: Http, options: MgmtOptions, groups: MgmtGroups<G>): G {
  // An empty attribute means no tenant, not a `tenant=` query the provider would reject.
  const tenant = options.tenant || undefined;
  return groups(createCall(http, { ...options, tenant }), tenant);
}

/** A client's calls authorise with the management key when given, else with its session. */
export const clientOptions = (client: Client, options: MgmtOfOptions): MgmtOptions => ({
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
