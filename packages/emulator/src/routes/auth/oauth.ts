import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { isEmail } from '../../auth/address';
import { normaliseLoginId } from '../../auth/login-id';
import { checkRedirectURL, issueCode, redeemCode, withCode } from '../../federation/codes';
import { PAGE_HEADERS } from '../../federation/html';
import { codePage, oauthConsentPage } from '../../federation/pages';
import { peekPending, putPending, TTL, takePending } from '../../federation/pending';
import { isOAuthProvider, nativeClientId, OAUTH_PROVIDERS } from '../../federation/providers';
import { addUser, auditLogin, newUser } from '../../federation/users';
import { badRequest, unauthorized } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { newId, newSecret } from '../../state/ids';
import { findUserByLoginId } from '../../state/store';
import { issueSession } from '../../tokens/jwt';

const STATE = 'oauth-state';
/** The consent page lists this many users: enough to pick from, small enough to render. */
const LISTED_USERS = 50;

const LoginOptions = z.looseObject({}).optional();
const Exchange = z.object({ code: z.string().min(1) });
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

function checkProvider(provider: string): string {
  if (!isOAuthProvider(provider)) throw badRequest(`Unknown OAuth provider: ${provider}`);
  return provider;
}

export const oauthRoutes = new Hono<AppEnv>();

oauthRoutes.use('/v1/auth/oauth/*', requireProject);

oauthRoutes.post('/v1/auth/oauth/authorize', zodJson(LoginOptions), async (c) => {
  const provider = checkProvider(c.req.query('provider') ?? '');
  const redirectURL = checkRedirectURL(c.req.query('redirectURL') ?? '');
  const state = newId('S2');
  putPending(c.get('store'), state, STATE, TTL.state, {
    data: { provider, redirectURL, loginHint: c.req.query('loginHint') ?? '' },
  });
  return c.json({ url: `${c.get('origin')}/emulator/oauth/consent?state=${state}` });
});

oauthRoutes.get('/emulator/oauth/consent', (c) => {
  const store = c.get('store');
  const state = c.req.query('state') ?? '';
  const record = peekPending(store, state, STATE);
  if (!record) throw badRequest('Unknown or expired OAuth state');
  const provider = String(record.data.provider);
  const users = store.data.users
    .filter((user) => user.status === 'enabled')
    .slice(0, LISTED_USERS)
    .map((user) => ({ loginId: user.loginIds[0] ?? '', name: user.name }));
  return c.html(
    oauthConsentPage({
      providerName: OAUTH_PROVIDERS[provider] ?? provider,
      state,
      users,
      loginHint: String(record.data.loginHint ?? ''),
    }),
    200,
    PAGE_HEADERS,
  );
});

oauthRoutes.get('/emulator/oauth/callback', (c) => {
  const store = c.get('store');
  const record = takePending(store, c.req.query('state') ?? '', STATE);
  if (!record) throw badRequest('Unknown or expired OAuth state');
  // A typed email wins over the list, which defaults to "a new identity".
  const typed = c.req.query('email') || c.req.query('existing') || '';
  const loginId = typed.trim() && normaliseLoginId(typed, 'email');
  if (!isEmail(loginId)) throw badRequest('An email address is required');
  const provider = String(record.data.provider);
  const user =
    findUserByLoginId(store.data, loginId) ??
    addUser(
      store,
      newUser(store, { loginId, name: c.req.query('name') ?? '', verifiedEmail: true }),
      'oauth',
    );
  user.oauth[provider] = true;
  const code = issueCode(store, 'oauth-code', user, { provider, stateId: record.id });
  const fallback = `${c.get('origin')}/emulator/oauth/done`;
  return c.redirect(withCode(String(record.data.redirectURL ?? ''), code, fallback), 302);
});

oauthRoutes.get('/emulator/oauth/done', (c) =>
  c.html(codePage(c.req.query('code') ?? ''), 200, PAGE_HEADERS),
);

oauthRoutes.post('/v1/auth/oauth/exchange', zodJson(Exchange), async (c) => {
  const store = c.get('store');
  const { code } = c.req.valid('json');
  const { user } = redeemCode(store, 'oauth-code', code);
  auditLogin(store, user, 'oauth');
  return c.json(await issueSession(store, user, { amr: ['oauth'] }));
});

oauthRoutes.post('/v1/auth/oauth/native/start', zodJson(NativeStart), async (c) => {
  const input = c.req.valid('json');
  const provider = checkProvider(input.provider);
  const stateId = newId('S2');
  const nonce = newSecret(16);
  putPending(c.get('store'), stateId, STATE, TTL.state, {
    data: { provider, redirectURL: '', nonce, native: true },
  });
  // The emulator has no implicit (id token) grant: the app always gets a code.
  return c.json({ clientId: nativeClientId(provider), stateId, nonce, implicit: false });
});

oauthRoutes.post('/v1/auth/oauth/native/finish', zodJson(NativeFinish), async (c) => {
  const store = c.get('store');
  const input = c.req.valid('json');
  const provider = checkProvider(input.provider);
  if (!input.code)
    throw badRequest('The emulator accepts a code (from its consent page), not an idToken');
  // The state is either still pending (consent done for another state) or was consumed by
  // the consent page that issued this very code.
  const live = takePending(store, input.stateId, STATE);
  const { user, data } = redeemCode(store, 'oauth-code', input.code);
  if (data.provider !== provider) throw unauthorized('Code was issued for another provider');
  if (!live && data.stateId !== input.stateId) throw unauthorized('Unknown or expired state');
  auditLogin(store, user, 'oauth');
  return c.json(await issueSession(store, user, { amr: ['oauth'] }));
});
