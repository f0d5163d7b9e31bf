import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import type { Channel } from '../../auth/address';
import { OTP_KIND, sendCode } from '../../auth/deliveries';
import { auditingFailure } from '../../auth/failures';
import {
  fulfil,
  intentOf,
  PURPOSE_PARAM,
  type Purpose,
  signInIntent,
  updateIntent,
} from '../../auth/intent';
import { codeKey, redeemCode } from '../../auth/one-time';
import { LoginId, SendBody, UpdateEmailBody, UpdatePhoneBody } from '../../auth/schemas';
import { completeSignIn } from '../../auth/sign-in';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';

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
  .post(
    `${BASE}/${PURPOSE_PARAM}/:channel{sms|voice|whatsapp|email}`,
    zodJson(SendBody),
    async (c) => {
      const store = c.get('store');
      const input = c.req.valid('json');
      const intent = signInIntent(store, {
        purpose: c.req.param('purpose') as Purpose,
        channel: c.req.param('channel') as Channel,
        loginId: input.loginId,
        user: input.user,
        method: METHOD,
      });
      return c.json(sendCode(c, intent));
    },
  )
  .post(`${BASE}/verify/:channel{sms|voice|whatsapp|email}`, zodJson(VerifyBody), async (c) => {
    const store = c.get('store');
    const { loginId, code } = c.req.valid('json');
    const channel = c.req.param('channel');
    const user = await auditingFailure(store, loginId, METHOD, () => {
      const record = redeemCode(store, codeKey(OTP_KIND, channel, loginId), code);
      return fulfil(store, intentOf(record));
    });
    return completeSignIn(c, user, { method: METHOD, amr: ['otp'], loginId });
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
    return c.json(sendCode(c, intent));
  })
  .post(
    `${BASE}/update/phone/:channel{sms|voice|whatsapp}`,
    zodJson(UpdatePhoneBody),
    async (c) => {
      const input = c.req.valid('json');
      const intent = await updateIntent(c, {
        channel: c.req.param('channel') as Channel,
        loginId: input.loginId,
        address: input.phone,
        addToLoginIDs: input.addToLoginIDs,
        method: METHOD,
      });
      return c.json(sendCode(c, intent));
    },
  );
