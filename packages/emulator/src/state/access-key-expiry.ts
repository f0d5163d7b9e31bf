import type { Store } from './store';
import type { AccessKeyRecord } from './types';

// A fact about a stored key on the emulator's clock: the tokens it signs, the management
// answers that show it and the auth that takes it all read it, so it sits with the state.

/** True once the key's expiry (if it has one) has passed on the emulator's clock. */
export const keyExpired = (store: Store, key: AccessKeyRecord): boolean =>
  key.expireTime > 0 && key.expireTime <= Math.floor(store.now() / 1000);
