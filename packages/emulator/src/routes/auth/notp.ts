import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { UserInput } from '../../auth/accounts';
import { isPhone } from '../../auth/address';
import { deliver } from '../../auth/inbox';
import {
  fulfil,
  type Intent,
  intentOf,
  PURPOSE_PARAM,
  type Purpose,
  signInIntent,
} from '../../auth/intent';
import { findToken } from '../../auth/one-time';
import {
  approve,
  claimPendingSession,
  openPendingSession,
  sessionKind,
} from '../../auth/pending-session';
import { qrDataUrl } from '../../auth/qr';
import { LoginId, LoginOptions, PendingRefBody } from '../../auth/schemas';
import { badRequest } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';

const BASE = '/v1/auth/notp';
const FLOW = 'notp';
const CHANNEL = 'whatsapp';
const APPROVE_PATH = '/emulator/notp';

// The login id is optional: with the real provider the WhatsApp message the user sends
// identifies them by its phone number.
const SendBody = z.looseObject({
  loginId: z.union([z.literal(''), LoginId]).optional(),
  user: UserInput,
  loginOptions: LoginOptions,
});

/** Without a login id nothing can be checked yet: the phone arrives with the approval. */
function intentFor(c: Context<AppEnv>, purpose: Purpose, loginId: string, user: UserInput): Intent {
  if (!loginId) return { purpose, channel: CHANNEL, loginId: '', address: '', method: FLOW, user };
  return signInIntent(c.get('store'), { purpose, channel: CHANNEL, loginId, user, method: FLOW });
}

/**
 * The approval page. An anonymous sign-in (no login id) needs `?phone=+1555...`: the
 * emulator's stand-in for the phone a WhatsApp message would come from. Plain text answer,
 * nothing from the request is echoed.
 */
async function approvePage(c: Context<AppEnv>) {
  const store = c.get('store');
  const session = findToken(store, sessionKind(FLOW), c.req.param('pendingRef') ?? '');
  let intent = intentOf(session);
  if (!intent.loginId) {
    const phone = c.req.query('phone') ?? '';
    if (!isPhone(phone)) throw badRequest('Pass ?phone=+<digits>: the phone that approves');
    intent = signInIntent(store, { ...intent, loginId: phone });
  }
  approve(session, fulfil(store, intent));
  return c.text('Signed in. You can close this page.');
}

/** Sign-in by WhatsApp message: a QR code / link that approves a pending session. */
export const notpRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${CHANNEL}/${PURPOSE_PARAM}`, zodJson(SendBody), async (c) => {
    const input = c.req.valid('json');
    const loginId = input.loginId ?? '';
    const intent = intentFor(c, c.req.param('purpose') as Purpose, loginId, input.user);
    const { pendingRef } = openPendingSession(c, FLOW, intent);
    const redirectUrl = `${c.get('origin')}${APPROVE_PATH}/${pendingRef}`;
    deliver(c.get('store'), {
      channel: CHANNEL,
      to: intent.address,
      loginId,
      kind: 'notp',
      link: redirectUrl,
    });
    return c.json({ pendingRef, redirectUrl, image: await qrDataUrl(redirectUrl) });
  })
  .post(`${BASE}/pending-session`, zodJson(PendingRefBody), async (c) => {
    const { pendingRef } = c.req.valid('json');
    return claimPendingSession(c, FLOW, pendingRef, [CHANNEL]);
  })
  .get(`${APPROVE_PATH}/:pendingRef`, approvePage);
