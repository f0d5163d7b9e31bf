import { Hono } from 'hono';
import { z } from 'zod';
import { assertOwns, callerUser } from '../../auth/caller';
import { PASSWORD_POLICY } from '../../auth/password-policy';
import {
  replacePassword,
  sendPasswordReset,
  setPassword,
  signInWithPassword,
  signUpWithPassword,
} from '../../auth/passwords';
import { completeSignIn } from '../../auth/sign-in';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LoginId, LoginOptions, UserDetails } from './contracts';

const BASE = '/v1/auth/password';
const METHOD = 'password';
const AMR = ['pwd'];
const Password = z.string().min(1);

const SignUpBody = z.looseObject({
  loginId: LoginId,
  password: Password,
  user: UserDetails,
  loginOptions: LoginOptions,
});
const SignInBody = z.looseObject({
  loginId: LoginId,
  password: Password,
  loginOptions: LoginOptions,
});
const ResetBody = z.looseObject({
  loginId: LoginId,
  redirectUrl: z.url().optional().or(z.literal('')),
  templateOptions: z.record(z.string(), z.string()).optional(),
});
const UpdateBody = z.looseObject({ loginId: LoginId, newPassword: Password });
const ReplaceBody = z.looseObject({
  loginId: LoginId,
  oldPassword: Password,
  newPassword: Password,
});

/** Passwords: bcrypt-hashed, held to the project policy on every new password. */
export const passwordRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, requireProject)
  .get(`${BASE}/policy`, (c) => c.json(PASSWORD_POLICY))
  .post(`${BASE}/signup`, zodJson(SignUpBody), (c) => {
    const { loginId, password, user } = c.req.valid('json');
    const created = signUpWithPassword(c.get('store'), loginId, password, user);
    return completeSignIn(c, created, { method: METHOD, amr: AMR, loginId });
  })
  .post(`${BASE}/signin`, zodJson(SignInBody), async (c) => {
    const { loginId, password } = c.req.valid('json');
    const user = await signInWithPassword(c.get('store'), loginId, password);
    return completeSignIn(c, user, { method: METHOD, amr: AMR, loginId });
  })
  .post(`${BASE}/reset`, zodJson(ResetBody), (c) => {
    const { loginId, redirectUrl } = c.req.valid('json');
    return c.json({ resetMethod: 'magiclink', ...sendPasswordReset(c, loginId, redirectUrl) });
  })
  .post(`${BASE}/update`, zodJson(UpdateBody), async (c) => {
    const { loginId, newPassword } = c.req.valid('json');
    const user = await callerUser(c);
    assertOwns(user, loginId);
    setPassword(c.get('store'), user, newPassword);
    return c.json({});
  })
  .post(`${BASE}/replace`, zodJson(ReplaceBody), async (c) => {
    const { loginId, oldPassword, newPassword } = c.req.valid('json');
    const user = await replacePassword(c.get('store'), loginId, oldPassword, newPassword);
    return completeSignIn(c, user, { method: METHOD, amr: AMR, loginId });
  });
