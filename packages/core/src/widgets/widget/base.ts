import type { Client } from '../../client';
import type { WidgetType } from '../../layout/pages';
import { type MgmtGroups, mgmtGroupsOf } from '../../mgmt';
import { inPlace } from '../../mgmt/in-place';
import { createLayoutsStore, type LayoutsStore, type PagesOf } from '../layouts/store';
import { createNotices, type Notices } from '../notices';
import type { WidgetOptions } from './options';
import { WIDGET_VERSIONS } from './versions';

/** The layouts' widget id when none is given: the one the emulator serves. */
export const DEFAULT_WIDGET_ID = 'demo';

/** What every admin widget store is built on. */
export interface WidgetBase<T extends WidgetType, Backend> {
  /** Where the widget's calls go: the client's management API as this widget, or the mock. */
  api: Backend;
  now: () => number;
  notices: Notices;
  layouts: LayoutsStore<T>;
}

/** What a widget brings of its own: sample data for mock mode, and its built-in pages. */
export interface BuiltIn<T extends WidgetType, Backend> {
  backend: (now: () => number) => Backend;
  /** Its built-in pages, or a loader of them (see `LayoutsOptions.builtIn`). */
  layouts: PagesOf<T> | (() => Promise<PagesOf<T>>);
  /**
   * The groups of the management API the widget calls, built over the page's client as the
   * widget (e.g. `(call, tenant) => ({ users: createUsers(call, tenant) })`): only these are
   * bundled with the widget.
   */
  groups?: MgmtGroups<Backend>;
  /**
   * The backend over the page's client, for a widget that does not call the management API
   * (the user profile acts on the session itself), instead of `groups`.
   */
  server?: (client: Client) => Backend;
}

/**
 * The backend, notices and layouts of a widget of `type`: in mock mode the mock backend and
 * the built-in layouts; with a client, the groups of its management API the widget calls,
 * scoped to the tenant and marked with the widget's headers, and the layouts it serves for
 * the widget id; with a backend of the caller's own (`mgmt`), that backend and the built-in
 * layouts. A widget with a `server` backend of its own gets that over the client instead.
 */
export function createWidgetBase<T extends WidgetType, Backend>(
  type: T,
  options: WidgetOptions<Backend>,
  builtIn: BuiltIn<T, Backend>,
): WidgetBase<T, Backend> {
  const now = options.now ?? Date.now;
  const widgetId = options.widgetId || DEFAULT_WIDGET_ID;
  let api: Backend;
  if (options.mock) api = builtIn.backend(now);
  else if (options.mgmt) api = options.mgmt as Backend;
  else if (options.client && builtIn.server) api = builtIn.server(options.client);
  else if (options.client && builtIn.groups) {
    const widget = { type, id: widgetId, version: WIDGET_VERSIONS[type] };
    // A widget's lists can be 10 000 rows: their answers are checked in place, not copied.
    const scope = { tenant: options.tenant, widget, validate: inPlace };
    api = mgmtGroupsOf(options.client, scope, builtIn.groups);
  } else if (options.client) {
    throw new TypeError(`${type} builds no backend over a client (builtIn.groups or .server)`);
  } else {
    throw new TypeError('A client (or a management backend) is required unless mock is set');
  }
  const fromServer = !options.mock && !options.mgmt && !!options.client;
  return {
    api,
    now,
    notices: options.notices ?? createNotices(),
    layouts: createLayoutsStore(type, {
      builtIn: builtIn.layouts,
      http: fromServer ? options.client?.http : undefined,
      widgetId,
      mock: !fromServer,
    }),
  };
}
