import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Store } from '../state/store';
import { auditingFailure } from './failures';
import { type Intent, intentOf } from './intent';
import { sendLink } from './links';
import { codeInvalid, findToken, takeToken } from './one-time';
import { approveSession, livePendingSession, openPendingSession } from './pending-session';

// Enchanted links, for the enchanted link routes and the flows' link steps alike: the asking
// device opens a pending session, the link (clicked on any device) approves it.

const KIND = 'enchantedlink';
const METHOD = 'enchantedlink';

export interface EnchantedLinkOptions {
  /** Where the link lands; the emulator's own page when absent. */
  uri?: string;
  /** The pending session's flow (a flow's sessions have their own, claimed by the flow only). */
  sessionFlow?: string;
}

/** Open the pending session the asking device polls, then email the link that approves it. */
export function sendEnchantedLink(
  c: Context<AppEnv>,
  intent: Intent,
  options: EnchantedLinkOptions = {},
) {
  const session = openPendingSession(c, options.sessionFlow ?? METHOD, intent);
  const { masked } = sendLink(c, intent, {
    kind: KIND,
    messageKind: 'enchantedlink',
    uri: options.uri,
    fallbackPath: '/enchantedlink',
    data: { sessionKey: session.key },
  });
  return { pendingRef: session.pendingRef, sessionKey: session.key, masked };
}

/** The link was clicked: approve the session it belongs to (the link works once). */
export async function approveEnchantedLink(store: Store, token: string): Promise<void> {
  const link = await auditingFailure(store, '', METHOD, () => findToken(store, KIND, token));
  const session = livePendingSession(store, String(link.data.sessionKey));
  if (!session) throw codeInvalid('The sign-in expired');
  await approveSession(store, session, intentOf(link), METHOD, () => takeToken(store, KIND, token));
}
