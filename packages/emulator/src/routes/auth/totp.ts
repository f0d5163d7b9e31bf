import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { assertNewLoginId, createUser, invalidCredentials } from '../../auth/accounts';
import { assertOwns, callerUser } from '../../auth/caller';
import { assertNotLocked, clearFailures, recordFailure } from '../../auth/lockout';
import { loginFailed } from '../../auth/login-audit';
import { codeInvalid } from '../../auth/one-time';
import { completeSignIn } from '../../auth/sign-in';
import { enrol, totpMatches } from '../../auth/totp';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { findUserByLoginId } from '../../state/store';
import { LoginId, LoginOptions, UserDetails } from './bodies';

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
    const input = c.req.valid('json');
    // Sign-up is for new users only: enrolling a secret on an existing account without a
    // session would let anyone take it over. Existing users enrol with /update.
    assertNewLoginId(store, input.loginId);
    const user = createUser(store, input.loginId, input.user, METHOD);
    return c.json(await enrol(store, user, input.loginId));
  })
  .post(`${BASE}/update`, zodJson(UpdateBody), async (c) => {
    const input = c.req.valid('json');
    const user = await callerUser(c);
    assertOwns(user, input.loginId);
    return c.json(await enrol(c.get('store'), user, input.loginId));
  })
  .post(`${BASE}/verify`, zodJson(VerifyBody), async (c) => {
    const store = c.get('store');
    const { loginId, code } = c.req.valid('json');
    const user = findUserByLoginId(store.data, loginId);
    if (!user?.totpSecret) {
      loginFailed(store, loginId, METHOD, 'No authenticator enrolled', user);
      throw invalidCredentials();
    }
    const lockKey = `totp:${user.userId}`;
    assertNotLocked(store, lockKey);
    if (!totpMatches(store, user, code)) {
      loginFailed(store, loginId, METHOD, 'Wrong code', user);
      recordFailure(store, lockKey);
      throw codeInvalid('Wrong code');
    }
    clearFailures(store, lockKey);
    return completeSignIn(c, user, { method: METHOD, amr: ['otp'], loginId });
  });
