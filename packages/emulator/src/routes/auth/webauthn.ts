import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { callerUser } from '../../auth/caller';
import { completeSignIn } from '../../auth/sign-in';
import * as passkeys from '../../auth/webauthn';
import type { AppEnv } from '../../http/app-env';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { findUserById, findUserByLoginId } from '../../state/store';
import { LoginId } from './contracts';

const BASE = '/v1/auth/webauthn';
const METHOD = 'webauthn';
const AMR = ['webauthn'];

const Options = z.looseObject({}).optional();
const SignUpStart = z.object({
  user: z.looseObject({ loginId: LoginId, name: z.string().optional() }),
  origin: z.string().min(1),
  passkeyOptions: Options,
});
const LoginStart = z.object({
  // Empty for a discoverable (login-id-less) sign-in.
  loginId: z.union([z.literal(''), LoginId]),
  origin: z.string().min(1),
  loginOptions: Options,
  passkeyOptions: Options,
});
const NamedLoginStart = LoginStart.extend({ loginId: LoginId });
const Finish = z.object({ transactionId: z.string().min(1), response: z.string().min(1) });

/** Keep a started ceremony under its transaction id; answer what the client needs. */
function begin(c: Context<AppEnv>, start: passkeys.PasskeyStart) {
  const { ceremony } = start;
  passkeys.keepCeremony(c.get('store'), ceremony);
  return c.json({
    transactionId: ceremony.transactionId,
    options: start.options,
    create: start.create,
  });
}

/** Passkeys: sign-up, sign-in (by login id or discoverable), and more passkeys for a user. */
export const webauthnRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/signup/start`, zodJson(SignUpStart), async (c) => {
    const { user, origin } = c.req.valid('json');
    const input = { origin, loginId: user.loginId, name: user.name ?? '' };
    return begin(c, await passkeys.startSignUp(c.get('store'), input));
  })
  .post(`${BASE}/signup/finish`, zodJson(Finish), async (c) => {
    const store = c.get('store');
    const { transactionId, response } = c.req.valid('json');
    const ceremony = passkeys.takeCeremony(store, transactionId, 'signup');
    const user = await passkeys.finishSignUp(store, ceremony, response);
    return completeSignIn(c, user, { method: METHOD, amr: AMR });
  })
  .post(`${BASE}/signin/start`, zodJson(LoginStart), async (c) => {
    const store = c.get('store');
    const { loginId, origin } = c.req.valid('json');
    const user = loginId ? passkeys.signingInUser(store, loginId) : undefined;
    return begin(c, await passkeys.startSignIn({ origin, user, loginId }));
  })
  .post(`${BASE}/signin/finish`, zodJson(Finish), async (c) => {
    const store = c.get('store');
    const { transactionId, response } = c.req.valid('json');
    const { user, ceremony } = await passkeys.finishKeptSignIn(store, transactionId, response);
    return completeSignIn(c, user, {
      method: METHOD,
      amr: AMR,
      loginId: ceremony.loginId || undefined,
    });
  })
  .post(`${BASE}/signup-in/start`, zodJson(NamedLoginStart), async (c) => {
    const store = c.get('store');
    const { loginId, origin } = c.req.valid('json');
    const user = findUserByLoginId(store.data, loginId);
    if (!user) return begin(c, await passkeys.startSignUp(store, { origin, loginId, name: '' }));
    // Adding a passkey to an account that has none needs that account's session (update):
    // letting sign-up-or-in do it would hand the account to whoever asks first.
    if (user.webauthn.length === 0) {
      throw conflict('User exists without a passkey: sign in and add one with update');
    }
    const signingIn = passkeys.signingInUser(store, loginId);
    return begin(c, await passkeys.startSignIn({ origin, user: signingIn, loginId }));
  })
  .post(`${BASE}/update/start`, zodJson(NamedLoginStart), async (c) => {
    const store = c.get('store');
    const { loginId, origin } = c.req.valid('json');
    // The caller's own user, from a live refresh or session token (a logout ends both).
    const user = await callerUser(c);
    if (findUserByLoginId(store.data, loginId)?.userId !== user.userId) {
      throw unauthorized('The token belongs to another user');
    }
    return begin(c, await passkeys.startAdd({ origin, user, loginId }));
  })
  .post(`${BASE}/update/finish`, zodJson(Finish), async (c) => {
    const store = c.get('store');
    const { transactionId, response } = c.req.valid('json');
    const ceremony = passkeys.takeCeremony(store, transactionId, 'update');
    const user = findUserById(store.data, ceremony.userId);
    if (!user) throw unauthorized('User no longer exists');
    if (!(await passkeys.finishAdd(store, ceremony, response, user))) {
      throw badRequest('This passkey is already registered');
    }
    return c.json({});
  });
