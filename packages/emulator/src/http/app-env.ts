import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';

// What every handler reads from its request context: below every folder that handles requests
// (auth, federation, mgmt, flows, routes), so each names it without importing upward.

/**
 * Who is calling a management route, and the tenant they may act in: set by
 * `requireManagement` (src/mgmt/authorize.ts); its rules are src/mgmt/actor.ts's.
 */
export type Actor =
  | { kind: 'management'; tenant?: string }
  | { kind: 'session'; tenant: string; user: UserRecord };

/** What every handler can read from its context. */
export interface AppEnv {
  Variables: {
    store: Store;
    actor: Actor;
    /** The emulator's own origin, e.g. http://127.0.0.1:4500 (for links and redirects). */
    origin: string;
  };
}
