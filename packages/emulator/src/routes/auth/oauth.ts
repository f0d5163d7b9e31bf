import { Hono } from 'hono';
import { z } from 'zod';
import {
  consentGiven,
  consentOf,
  finishNativeOAuth,
  redeemOAuthCode,
  startNativeOAuth,
  startOAuth,
} from '../../auth/oauth';
import { completeSignIn } from '../../auth/sign-in';
import { PAGE_HEADERS } from '../../federation/html';
import { codePage, oauthConsentPage } from '../../federation/pages';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson, zodQuery } from '../../http/validate';
import { CodeQuery, ExchangeBody, LoginOptions, StateQuery } from './contracts';

const METHOD = 'oauth';
const AMR = ['oauth'];

const AuthorizeQuery = z.object({
  provider: z.string().default(''),
  redirectURL: z.string().default(''),
  loginHint: z.string().default(''),
});
/** The consent form: a typed email wins over the list, which defaults to "a new identity". */
const ConsentQuery = StateQuery.extend({
  email: z.string().default(''),
  existing: z.string().default(''),
  name: z.string().default(''),
});
const NativeStart = z.object({
  provider: z.string(),
  loginOptions: LoginOptions,
  implicit: z.boolean().optional(),
});
const NativeFinish = z.object({
  provider: z.string(),
  stateId: z.string().min(1),
  user: z.string().optional(),
  code: z.string().optional(),
  idToken: z.string().optional(),
});

/** OAuth sign-in (web and native), and the emulated provider's consent pages. */
export const oauthRoutes = new Hono<AppEnv>()
  .use('/v1/auth/oauth/*', requireProject)
  // The body is the sign-in options (accepted, not acted upon).
  .post('/v1/auth/oauth/authorize', zodQuery(AuthorizeQuery), zodJson(LoginOptions), (c) => {
    const query = c.req.valid('query');
    return c.json({ url: startOAuth(c.get('store'), c.get('origin'), query).url });
  })
  .get('/emulator/oauth/consent', zodQuery(StateQuery), (c) => {
    const { state } = c.req.valid('query');
    const consent = consentOf(c.get('store'), state);
    return c.html(oauthConsentPage({ ...consent, state }), 200, PAGE_HEADERS);
  })
  .get('/emulator/oauth/callback', zodQuery(ConsentQuery), (c) => {
    const { state, email, existing, name } = c.req.valid('query');
    const identity = { state, email: email || existing, name };
    return c.redirect(consentGiven(c.get('store'), c.get('origin'), identity), 302);
  })
  .get('/emulator/oauth/done', zodQuery(CodeQuery), (c) =>
    c.html(codePage(c.req.valid('query').code), 200, PAGE_HEADERS),
  )
  .post('/v1/auth/oauth/exchange', zodJson(ExchangeBody), (c) => {
    const user = redeemOAuthCode(c.get('store'), c.req.valid('json').code);
    return completeSignIn(c, user, { method: METHOD, amr: AMR });
  })
  .post('/v1/auth/oauth/native/start', zodJson(NativeStart), (c) =>
    c.json(startNativeOAuth(c.get('store'), c.req.valid('json').provider)),
  )
  .post('/v1/auth/oauth/native/finish', zodJson(NativeFinish), (c) => {
    const user = finishNativeOAuth(c.get('store'), c.req.valid('json'));
    return completeSignIn(c, user, { method: METHOD, amr: AMR });
  });
