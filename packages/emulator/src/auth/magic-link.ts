import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { InboxMessage } from '../state/types';
import { sendLink } from './deliveries';
import type { Intent } from './intent';

/** The pending kind of magic links; password reset links are magic links too. */
export const MAGIC_LINK_KIND = 'magiclink';
const FALLBACK_PATH = '/magiclink';

/** Send a magic link for `intent` (to `uri`, else the emulator's page); the masked answer. */
export function sendMagicLink(
  c: Context<AppEnv>,
  intent: Intent,
  uri: string | undefined,
  messageKind: InboxMessage['kind'] = 'magiclink',
) {
  return sendLink(c, intent, {
    kind: MAGIC_LINK_KIND,
    messageKind,
    uri,
    fallbackPath: FALLBACK_PATH,
  }).masked;
}
