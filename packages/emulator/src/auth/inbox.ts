import { newId } from '../state/ids';
import type { Store } from '../state/store';
import type { InboxMessage } from '../state/types';

/**
 * "Send" a code or link: the emulator has no mail or SMS gateway, so messages land in the
 * inbox that the development API (`GET /emulator/v1/inbox`) exposes to tests and demos.
 */
export function deliver(
  store: Store,
  message: Omit<InboxMessage, 'id' | 'createdAt'>,
): InboxMessage {
  const record: InboxMessage = { id: newId('M', 16), createdAt: store.now(), ...message };
  store.data.inbox.push(record);
  return record;
}

/** `base?t=token`, keeping whatever query the caller's URI already has. */
export function linkWithToken(base: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set('t', token);
  return url.toString();
}
