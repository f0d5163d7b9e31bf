import type { Client } from '../../client';
import { type MgmtGroups, mgmtGroupsOf } from '../../mgmt/groups';
import { checkInPlace } from '../list/large-answers';
import type { ServedWidget } from './base';
import { WIDGET_VERSIONS } from './versions';

// The management widgets' backend over the page's client. Its own module, named by each
// management widget's store: the profile acts on the session and never calls the management
// API, so it ships none of this (the calls, the widget headers, the in-place check).

/**
 * A widget's backend of the management API's `groups` it calls (e.g. `(call, tenant) =>
 * ({ users: createUsers(call, tenant) })`): scoped to its tenant, marked with its headers,
 * and its answers checked in place once a list's first search brought the check (a widget's
 * lists can be 10 000 rows: not copied; see large-answers.ts).
 */
export const mgmtBackend =
  <Backend>(groups: MgmtGroups<Backend>) =>
  (client: Client, { type, id, tenant }: ServedWidget): Backend =>
    mgmtGroupsOf(
      client,
      { tenant, widget: { type, id, version: WIDGET_VERSIONS[type] }, validate: checkInPlace },
      groups,
    );
