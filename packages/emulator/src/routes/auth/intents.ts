import type { Context } from 'hono';
import type { NewUserDetails } from '../../auth/accounts';
import type { Channel } from '../../auth/address';
import { type Intent, type Purpose, signInIntent, updateIntent } from '../../auth/intent';
import type { AppEnv } from '../../http/app-env';

// The intents the code and link routes send for, read off the route: the purpose and channel
// from the path (`PURPOSE_PARAM`, `:channel`), the rest from the validated body.

/**
 * The route parameter of the sign-in, sign-up and sign-up-or-in sends. Longest alternative
 * first: Hono's router otherwise settles on `signup` for a `signup-in` path.
 */
export const PURPOSE_PARAM = ':purpose{signup-in|signin|signup}';

/** A sign-in, sign-up or sign-up-or-in of `body.loginId`. */
export const sendIntent = (
  c: Context<AppEnv>,
  method: string,
  channel: Channel,
  body: { loginId: string; user?: NewUserDetails },
): Intent =>
  signInIntent(c.get('store'), {
    purpose: c.req.param('purpose') as Purpose,
    channel,
    loginId: body.loginId,
    user: body.user,
    method,
  });

/** A change of the caller's email or phone to `address` (the caller owns `body.loginId`). */
export const changeIntent = (
  c: Context<AppEnv>,
  method: string,
  channel: Channel,
  body: { loginId: string; addToLoginIDs?: boolean },
  address: string,
): Promise<Intent> =>
  updateIntent(c, {
    channel,
    loginId: body.loginId,
    address,
    addToLoginIDs: body.addToLoginIDs,
    method,
  });
