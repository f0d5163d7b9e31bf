import { randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { approveEnchantedLink, sendEnchantedLink } from '../../auth/enchanted-link';
import type { Intent } from '../../auth/intent';
import { claimPendingSession } from '../../auth/pending-session';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LinkSendBody, PendingRefBody, TokenBody, UpdateEmailBody } from './contracts';
import { changeIntent, PURPOSE_PARAM, sendIntent } from './intents';

const BASE = '/v1/auth/enchantedlink';
const FLOW = 'enchantedlink';

/**
 * Send the link and answer what the asking device polls with. `linkId` is the short number
 * the provider shows on the asking device so the user can pick the matching link; the
 * emulator sends one link, so any number works.
 */
function send(c: Context<AppEnv>, intent: Intent, uri: string | undefined) {
  const { pendingRef, masked } = sendEnchantedLink(c, intent, { uri });
  return c.json({ linkId: String(randomInt(1, 100)), pendingRef, ...masked });
}

/** Links clicked on any device that sign in the device that asked (email only). */
export const enchantedLinkRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${PURPOSE_PARAM}/email`, zodJson(LinkSendBody), (c) => {
    const body = c.req.valid('json');
    return send(c, sendIntent(c, FLOW, 'email', body), body.URI);
  })
  .post(`${BASE}/verify`, zodJson(TokenBody), async (c) => {
    await approveEnchantedLink(c.get('store'), c.req.valid('json').token);
    return c.json({});
  })
  .post(`${BASE}/pending-session`, zodJson(PendingRefBody), (c) =>
    claimPendingSession(c, FLOW, c.req.valid('json').pendingRef, ['enchantedlink']),
  )
  .post(`${BASE}/update/email`, zodJson(UpdateEmailBody), async (c) => {
    const body = c.req.valid('json');
    return send(c, await changeIntent(c, FLOW, 'email', body, body.email), body.URI);
  });
