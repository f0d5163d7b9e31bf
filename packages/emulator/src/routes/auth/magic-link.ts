import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Channel } from '../../auth/address';
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
import { MAGIC_LINK_KIND, sendMagicLink } from '../../auth/magic-link';
import { takeToken } from '../../auth/one-time';
import { LinkSendBody, TokenBody, UpdateEmailBody, UpdatePhoneBody } from '../../auth/schemas';
import { completeSignIn } from '../../auth/sign-in';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';

const BASE = '/v1/auth/magiclink';
const METHOD = 'magiclink';
const send = (c: Context<AppEnv>, intent: Intent, uri: string | undefined) =>
  c.json(sendMagicLink(c, intent, uri));

/** One-use sign-in links by email, sms or whatsapp (no voice: a link cannot be read out). */
export const magicLinkRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(
    `${BASE}/${PURPOSE_PARAM}/:channel{sms|whatsapp|email}`,
    zodJson(LinkSendBody),
    async (c) => {
      const input = c.req.valid('json');
      const intent = signInIntent(c.get('store'), {
        purpose: c.req.param('purpose') as Purpose,
        channel: c.req.param('channel') as Channel,
        loginId: input.loginId,
        user: input.user,
        method: METHOD,
      });
      return send(c, intent, input.URI);
    },
  )
  .post(`${BASE}/verify`, zodJson(TokenBody), async (c) => {
    const store = c.get('store');
    const { token } = c.req.valid('json');
    const record = await auditingFailure(store, '', METHOD, () =>
      takeToken(store, MAGIC_LINK_KIND, token),
    );
    const intent = intentOf(record);
    const user = await auditingFailure(store, intent.loginId, METHOD, () => fulfil(store, intent));
    return completeSignIn(c, user, { method: METHOD, amr: ['magiclink'], loginId: intent.loginId });
  })
  .post(`${BASE}/update/email`, zodJson(UpdateEmailBody), async (c) => {
    const input = c.req.valid('json');
    const intent = await updateIntent(c, {
      channel: 'email',
      loginId: input.loginId,
      address: input.email,
      addToLoginIDs: input.addToLoginIDs,
      method: METHOD,
    });
    return send(c, intent, input.URI);
  })
  .post(`${BASE}/update/phone/:channel{sms|whatsapp}`, zodJson(UpdatePhoneBody), async (c) => {
    const input = c.req.valid('json');
    const intent = await updateIntent(c, {
      channel: c.req.param('channel') as Channel,
      loginId: input.loginId,
      address: input.phone,
      addToLoginIDs: input.addToLoginIDs,
      method: METHOD,
    });
    return send(c, intent, input.URI);
  });
