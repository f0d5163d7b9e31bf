import type { InboxMessage } from '../state/types';
import type { Emulator } from './emulator';

// What the emulator "sent": codes and links land in its inbox (GET /emulator/v1/inbox).

/** The newest message the emulator "sent" for `loginId`. */
export async function lastMessage(emulator: Emulator, loginId: string): Promise<InboxMessage> {
  const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
  const messages = body.messages as InboxMessage[];
  const last = messages.at(-1);
  if (!last) throw new Error(`no message for ${loginId}`);
  return last;
}

/** The newest code sent to `loginId`. */
export async function lastCode(emulator: Emulator, loginId: string): Promise<string> {
  const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
  const messages = body.messages as Array<{ code?: string; link?: string; token?: string }>;
  const code = messages.at(-1)?.code;
  if (!code) throw new Error(`no code for ${loginId}`);
  return code;
}
