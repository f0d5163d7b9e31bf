import type { Actor } from './mgmt/actor';
import type { Store } from './state/store';

/** What every handler can read from its context. */
export interface AppEnv {
  Variables: {
    store: Store;
    actor: Actor;
    /** The emulator's own origin, e.g. http://127.0.0.1:4500 (for links and redirects). */
    origin: string;
  };
}
