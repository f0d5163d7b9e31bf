import { Hono } from 'hono';
import { z } from 'zod';
import { assertNewLoginId, createUser } from '../../auth/accounts';
import { assertOwns, callerUser } from '../../auth/caller';
import { completeSignIn } from '../../auth/sign-in';
import { enrol, signInWithTotp } from '../../auth/totp';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LoginId, LoginOptions, UserDetails } from './contracts';

const BASE = '/v1/auth/totp';
const METHOD = 'totp';

const SignUpBody = z.looseObject({ loginId: LoginId, user: UserDetails });
const UpdateBody = z.looseObject({ loginId: LoginId });
const VerifyBody = z.looseObject({
  loginId: LoginId,
  code: z.string().min(1),
  loginOptions: LoginOptions,
});

/** Authenticator apps: enrol (sign-up or, signed in, update), then sign in with a code. */
export const totpRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .post(`${BASE}/signup`, zodJson(SignUpBody), async (c) => {
    const store = c.get('store');
    const { loginId, user } = c.req.valid('json');
    // Sign-up is for new users only: enrolling a secret on an existing account without a
    // session would let anyone take it over. Existing users enrol with /update.
    assertNewLoginId(store, loginId);
    return c.json(await enrol(store, createUser(store, loginId, user, METHOD), loginId));
  })
  .post(`${BASE}/update`, zodJson(UpdateBody), async (c) => {
    const { loginId } = c.req.valid('json');
    const user = await callerUser(c);
    assertOwns(user, loginId);
    return c.json(await enrol(c.get('store'), user, loginId));
  })
  .post(`${BASE}/verify`, zodJson(VerifyBody), async (c) => {
    const { loginId, code } = c.req.valid('json');
    const user = await signInWithTotp(c.get('store'), loginId, code);
    return completeSignIn(c, user, { method: METHOD, amr: ['otp'], loginId });
  });
