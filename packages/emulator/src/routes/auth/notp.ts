import { Hono } from 'hono';
import { z } from 'zod';
import type { Purpose } from '../../auth/intent';
import { APPROVE_PATH, approveNotp, NOTP, sendNotp } from '../../auth/notp';
import { claimPendingSession } from '../../auth/pending-session';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson, zodQuery } from '../../http/validate';
import { LoginId, LoginOptions, PendingRefBody, UserDetails } from './contracts';
import { PURPOSE_PARAM } from './intents';

const BASE = '/v1/auth/notp';
const CHANNEL = 'whatsapp';

// The login id is optional: with the real provider the WhatsApp message the user sends
// identifies them by its phone number.
const SendBody = z.looseObject({
  loginId: z.union([z.literal(''), LoginId]).optional(),
  user: UserDetails,
  loginOptions: LoginOptions,
});

/** `?phone=+1555...`: who approves an anonymous sign-in. */
const ApproveQuery = z.object({ phone: z.string().default('') });

/** Sign-in by WhatsApp message: a QR code / link that approves a pending session. */
export const notpRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${CHANNEL}/${PURPOSE_PARAM}`, zodJson(SendBody), async (c) => {
    const { loginId = '', user } = c.req.valid('json');
    return c.json(await sendNotp(c, c.req.param('purpose') as Purpose, loginId, user));
  })
  .post(`${BASE}/pending-session`, zodJson(PendingRefBody), (c) =>
    claimPendingSession(c, NOTP, c.req.valid('json').pendingRef, [CHANNEL]),
  )
  // The approval page: plain text, nothing from the request is echoed.
  .get(`${APPROVE_PATH}/:pendingRef`, zodQuery(ApproveQuery), async (c) => {
    await approveNotp(c.get('store'), c.req.param('pendingRef'), c.req.valid('query').phone);
    return c.text('Signed in. You can close this page.');
  });
