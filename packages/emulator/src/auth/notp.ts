import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/errors';
import type { Store } from '../state/store';
import type { NewUserDetails } from './accounts';
import { type Channel, isPhone } from './address';
import { deliver } from './inbox';
import { type Intent, intentOf, type Purpose, signInIntent } from './intent';
import { findToken } from './one-time';
import { approveSession, openPendingSession, sessionKind } from './pending-session';
import { qrDataUrl } from './qr';

// Sign-in by WhatsApp message ("notp"): the asking device shows a QR code or link; the
// emulator's approval page stands in for the message the user would send, and approves the
// pending session the asking device polls.

export const NOTP = 'notp';
const CHANNEL: Channel = 'whatsapp';
export const APPROVE_PATH = '/emulator/notp';

/** Without a login id nothing can be checked yet: the phone arrives with the approval. */
function intentFor(store: Store, purpose: Purpose, loginId: string, user?: NewUserDetails): Intent {
  if (!loginId) return { purpose, channel: CHANNEL, loginId: '', address: '', method: NOTP, user };
  return signInIntent(store, { purpose, channel: CHANNEL, loginId, user, method: NOTP });
}

/** Open the pending session and "send" the approval link; answers what the device shows. */
export async function sendNotp(
  c: Context<AppEnv>,
  purpose: Purpose,
  loginId: string,
  user?: NewUserDetails,
) {
  const store = c.get('store');
  const intent = intentFor(store, purpose, loginId, user);
  const { pendingRef } = openPendingSession(c, NOTP, intent);
  const redirectUrl = `${c.get('origin')}${APPROVE_PATH}/${pendingRef}`;
  deliver(store, {
    channel: CHANNEL,
    to: intent.address,
    loginId,
    kind: 'notp',
    link: redirectUrl,
  });
  return { pendingRef, redirectUrl, image: await qrDataUrl(redirectUrl) };
}

/**
 * The message came: approve the pending session. An anonymous sign-in (no login id) is
 * approved by `phone`, the emulator's stand-in for the phone the message would come from.
 */
export async function approveNotp(store: Store, pendingRef: string, phone: string) {
  const session = findToken(store, sessionKind(NOTP), pendingRef);
  let intent = intentOf(session);
  if (!intent.loginId) {
    if (!isPhone(phone)) throw badRequest('Pass ?phone=+<digits>: the phone that approves');
    intent = signInIntent(store, { ...intent, loginId: phone });
  }
  await approveSession(store, session, intent, NOTP);
}
