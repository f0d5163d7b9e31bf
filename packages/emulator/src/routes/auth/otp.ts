import { Hono } from 'hono';
import { z } from 'zod';
import type { Channel } from '../../auth/address';
import { sendCode, verifyCode } from '../../auth/otp';
import { completeSignIn } from '../../auth/sign-in';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LoginId, SendBody, UpdateEmailBody, UpdatePhoneBody } from './contracts';
import { changeIntent, PURPOSE_PARAM, sendIntent } from './intents';

const BASE = '/v1/auth/otp';
const METHOD = 'otp';
const VerifyBody = z.looseObject({ loginId: LoginId, code: z.string().min(1) });

/**
 * One-time codes by sms, voice, whatsapp or email. A send stores what the code will do (an
 * intent); verify/{method} with the login id carries it out, for sign-ins and for updates of
 * email or phone alike (the provider uses the same verify endpoint for both).
 */
export const otpRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/${PURPOSE_PARAM}/:channel{sms|voice|whatsapp|email}`, zodJson(SendBody), (c) => {
    const channel = c.req.param('channel') as Channel;
    return c.json(sendCode(c, sendIntent(c, METHOD, channel, c.req.valid('json'))));
  })
  .post(`${BASE}/verify/:channel{sms|voice|whatsapp|email}`, zodJson(VerifyBody), async (c) => {
    const { loginId, code } = c.req.valid('json');
    const channel = c.req.param('channel') as Channel;
    const { user } = await verifyCode(c.get('store'), { channel, loginId }, code);
    return completeSignIn(c, user, { method: METHOD, amr: ['otp'], loginId });
  })
  .post(`${BASE}/update/email`, zodJson(UpdateEmailBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(sendCode(c, await changeIntent(c, METHOD, 'email', body, body.email)));
  })
  .post(
    `${BASE}/update/phone/:channel{sms|voice|whatsapp}`,
    zodJson(UpdatePhoneBody),
    async (c) => {
      const body = c.req.valid('json');
      const channel = c.req.param('channel') as Channel;
      return c.json(sendCode(c, await changeIntent(c, METHOD, channel, body, body.phone)));
    },
  );
