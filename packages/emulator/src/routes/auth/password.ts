import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { assertNewLoginId, assertNotDisabled, createUser, UserInput } from '../../auth/accounts';
import { assertOwns, callerUser } from '../../auth/caller';
import { signInIntent } from '../../auth/intent';
import { sendMagicLink } from '../../auth/magic-link';
import { enforcePolicy, PASSWORD_POLICY } from '../../auth/password-policy';
import { checkPassword, setPassword } from '../../auth/passwords';
import { LoginId, LoginOptions } from '../../auth/schemas';
import { completeSignIn } from '../../auth/sign-in';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { hashSecret } from '../../state/store';

const BASE = '/v1/auth/password';
const METHOD = 'password';
const AMR = ['pwd'];
const Password = z.string().min(1);

const SignUpBody = z.looseObject({
  loginId: LoginId,
  password: Password,
  user: UserInput,
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
  .post(`${BASE}/signup`, zodJson(SignUpBody), async (c) => {
    const store = c.get('store');
    const input = c.req.valid('json');
    // Check before creating, so a refused password leaves no half-made user behind.
    enforcePolicy(input.password);
    assertNewLoginId(store, input.loginId);
    const user = createUser(store, input.loginId, input.user, METHOD);
    user.passwordHash = hashSecret(input.password);
    return completeSignIn(c, user, { method: METHOD, amr: AMR, loginId: input.loginId });
  })
  .post(`${BASE}/signin`, zodJson(SignInBody), async (c) => {
    const input = c.req.valid('json');
    const user = checkPassword(c.get('store'), input.loginId, input.password);
    return completeSignIn(c, user, { method: METHOD, amr: AMR, loginId: input.loginId });
  })
  .post(`${BASE}/reset`, zodJson(ResetBody), async (c) => {
    const input = c.req.valid('json');
    // The reset link is a magic link: it signs the user in, and that session may then set a
    // new password with /update (where the policy applies).
    const intent = signInIntent(c.get('store'), {
      purpose: 'signin',
      channel: 'email',
      loginId: input.loginId,
      method: METHOD,
    });
    const masked = sendMagicLink(c, intent, input.redirectUrl, 'password-reset');
    return c.json({ resetMethod: 'magiclink', ...masked });
  })
  .post(`${BASE}/update`, zodJson(UpdateBody), async (c) => {
    const input = c.req.valid('json');
    const user = await callerUser(c);
    assertOwns(user, input.loginId);
    setPassword(c.get('store'), user, input.newPassword);
    return c.json({});
  })
  .post(`${BASE}/replace`, zodJson(ReplaceBody), async (c) => {
    const store = c.get('store');
    const input = c.req.valid('json');
    const user = checkPassword(store, input.loginId, input.oldPassword);
    assertNotDisabled(user);
    setPassword(store, user, input.newPassword);
    return completeSignIn(c, user, { method: METHOD, amr: AMR, loginId: input.loginId });
  });
