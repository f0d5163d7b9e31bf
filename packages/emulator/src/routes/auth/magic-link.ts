import { Hono } from 'hono';
import type { Channel } from '../../auth/address';
import { sendMagicLink, verifyMagicLink } from '../../auth/magic-link';
import { completeSignIn } from '../../auth/sign-in';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LinkSendBody, TokenBody, UpdateEmailBody, UpdatePhoneBody } from './contracts';
import { changeIntent, PURPOSE_PARAM, sendIntent } from './intents';

const BASE = '/v1/auth/magiclink';
const METHOD = 'magiclink';

/** One-use sign-in links by email, sms or whatsapp (no voice: a link cannot be read out). */
export const magicLinkRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${PURPOSE_PARAM}/:channel{sms|whatsapp|email}`, zodJson(LinkSendBody), (c) => {
    const body = c.req.valid('json');
    const intent = sendIntent(c, METHOD, c.req.param('channel') as Channel, body);
    return c.json(sendMagicLink(c, intent, { uri: body.URI }));
  })
  .post(`${BASE}/verify`, zodJson(TokenBody), async (c) => {
    const { intent, user } = await verifyMagicLink(c.get('store'), c.req.valid('json').token);
    return completeSignIn(c, user, { method: METHOD, amr: ['magiclink'], loginId: intent.loginId });
  })
  .post(`${BASE}/update/email`, zodJson(UpdateEmailBody), async (c) => {
    const body = c.req.valid('json');
    const intent = await changeIntent(c, METHOD, 'email', body, body.email);
    return c.json(sendMagicLink(c, intent, { uri: body.URI }));
  })
  .post(`${BASE}/update/phone/:channel{sms|whatsapp}`, zodJson(UpdatePhoneBody), async (c) => {
    const body = c.req.valid('json');
    const channel = c.req.param('channel') as Channel;
    const intent = await changeIntent(c, METHOD, channel, body, body.phone);
    return c.json(sendMagicLink(c, intent, { uri: body.URI }));
  });
