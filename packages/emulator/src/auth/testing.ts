import type { InboxMessage } from '../state/types';
import type { useEmulator } from '../test/harness';

// Helpers for the auth route tests (not used by the emulator itself).

export type Emulator = ReturnType<typeof useEmulator>;

/** The newest message the emulator "sent" for `loginId`. */
export async function lastMessage(emulator: Emulator, loginId: string): Promise<InboxMessage> {
  const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
  const messages = body.messages as InboxMessage[];
  const last = messages.at(-1);
  if (!last) throw new Error(`no message for ${loginId}`);
  return last;
}

/** A raw POST, for bodies the JSON helper cannot send and headers it does not set. */
export function rawPost(
  emulator: Emulator,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(emulator.url + path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });
}

/** A demo user who is disabled, one who is invited, and one with a phone (from the seed). */
export const DISABLED_USER = 'barbara.liskov@globex.test';
export const INVITED_USER = 'donald.knuth@acme.test';
export const PHONE_USER = { loginId: 'ada.lovelace@acme.test', phone: '+15550100000' };
