import { randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { sendLink } from '../../auth/deliveries';
import { auditingFailure } from '../../auth/failures';
import {
  fulfil,
  type Intent,
  intentOf,
  PURPOSE_PARAM,
  type Purpose,
  signInIntent,
  updateIntent,
} from '../../auth/intent';
import { codeInvalid, takeToken } from '../../auth/one-time';
import { approve, claimPendingSession, openPendingSession } from '../../auth/pending-session';
import { LinkSendBody, PendingRefBody, TokenBody, UpdateEmailBody } from '../../auth/schemas';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';

const BASE = '/v1/auth/enchantedlink';
const FLOW = 'enchantedlink';

/**
 * Open the pending session the asking device polls, then email the link that approves it.
 * `linkId` is the short number the provider shows on the asking device so the user can
 * pick the matching link; the emulator sends one link, so any number works.
 */
function send(c: Context<AppEnv>, intent: Intent, uri: string | undefined) {
  const session = openPendingSession(c, FLOW, intent);
  const { masked } = sendLink(c, intent, {
    kind: FLOW,
    messageKind: 'enchantedlink',
    uri,
    fallbackPath: '/enchantedlink',
    data: { sessionKey: session.key },
  });
  return c.json({ linkId: String(randomInt(1, 100)), pendingRef: session.pendingRef, ...masked });
}

/** Links clicked on any device that sign in the device that asked (email only). */
export const enchantedLinkRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${PURPOSE_PARAM}/email`, zodJson(LinkSendBody), async (c) => {
    const input = c.req.valid('json');
    const intent = signInIntent(c.get('store'), {
      purpose: c.req.param('purpose') as Purpose,
      channel: 'email',
      loginId: input.loginId,
      user: input.user,
      method: FLOW,
    });
    return send(c, intent, input.URI);
  })
  .post(`${BASE}/verify`, zodJson(TokenBody), async (c) => {
    const store = c.get('store');
    const { token } = c.req.valid('json');
    const link = await auditingFailure(store, '', FLOW, () => takeToken(store, FLOW, token));
    const intent = intentOf(link);
    const session = store.data.pending[String(link.data.sessionKey)];
    if (!session || session.expiresAt <= store.now()) throw codeInvalid('The sign-in expired');
    approve(
      session,
      await auditingFailure(store, intent.loginId, FLOW, () => fulfil(store, intent)),
    );
    return c.json({});
  })
  .post(`${BASE}/pending-session`, zodJson(PendingRefBody), async (c) => {
    const { pendingRef } = c.req.valid('json');
    return claimPendingSession(c, FLOW, pendingRef, ['enchantedlink']);
  })
  .post(`${BASE}/update/email`, zodJson(UpdateEmailBody), async (c) => {
    const input = c.req.valid('json');
    const intent = await updateIntent(c, {
      channel: 'email',
      loginId: input.loginId,
      address: input.email,
      addToLoginIDs: input.addToLoginIDs,
      method: FLOW,
    });
    return send(c, intent, input.URI);
  });
