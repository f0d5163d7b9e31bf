import { Hono } from 'hono';
import { z } from 'zod';
import { ONE_TAP_SIGN_IN, oneTapClientId, oneTapCode, oneTapUser } from '../../auth/one-tap';
import { completeSignIn } from '../../auth/sign-in';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LoginOptions } from './contracts';

/** What verify and exchange take: the id token the provider's script handed the app. */
const IdTokenBody = z.looseObject({
  provider: z.string().min(1),
  idToken: z.string().min(1),
  nonce: z.string().optional(),
  loginOptions: LoginOptions,
});

/** One Tap: the client id to prompt with, and the id token it yields, verified or exchanged. */
export const oneTapRoutes = new Hono<AppEnv>()
  .use('/v1/auth/onetap/*', requireProject)
  .get('/v1/auth/onetap/clientid/:provider', (c) =>
    c.json({ clientId: oneTapClientId(c.req.param('provider')) }),
  )
  .post('/v1/auth/onetap/idtoken/verify', zodJson(IdTokenBody), async (c) =>
    c.json({ code: await oneTapCode(c.get('store'), c.get('origin'), c.req.valid('json')) }),
  )
  .post('/v1/auth/onetap/idtoken/exchange', zodJson(IdTokenBody), async (c) => {
    const user = await oneTapUser(c.get('store'), c.get('origin'), c.req.valid('json'));
    return completeSignIn(c, user, ONE_TAP_SIGN_IN);
  });
