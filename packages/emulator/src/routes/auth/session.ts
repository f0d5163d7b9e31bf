import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { callerToken, callerUser } from '../../auth/caller';
import { loginHistory } from '../../auth/history';
import {
  type LiveRefresh,
  liveRefresh,
  revokeFamily,
  revokeUser,
  rotate,
} from '../../auth/refresh';
import { sendJwt } from '../../auth/sign-in';
import type { AppEnv } from '../../http/app-env';
import { forbidden } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { toWireUser } from '../../state/store';

const BASE = '/v1/auth';
const EmptyBody = z.looseObject({});
// '' clears the current tenant.
const SelectBody = z.looseObject({ tenant: z.string() });

/** The refresh token of this call (bearer or browser cookie), checked live. */
const current = (c: Context<AppEnv>) => liveRefresh(c.get('store'), callerToken(c));

/** Spend `live` for new tokens in the same family, in `tenant` (else the token's own). */
async function rotateAndIssue(c: Context<AppEnv>, live: LiveRefresh, tenant?: string) {
  return sendJwt(c, await rotate(c.get('store'), live, tenant));
}

/** Calls on an existing session: refresh (rotating), tenant select, logout, me, history. */
export const sessionRoutes = new Hono<AppEnv>()
  .use(`${BASE}/refresh`, requireProject)
  .use(`${BASE}/logout`, requireProject)
  .use(`${BASE}/logoutall`, requireProject)
  .use(`${BASE}/me`, requireProject)
  .use(`${BASE}/me/*`, requireProject)
  .use(`${BASE}/tenant/*`, requireProject)
  .post(`${BASE}/refresh`, zodJson(EmptyBody), async (c) => {
    return rotateAndIssue(c, await current(c));
  })
  .post(`${BASE}/tenant/select`, zodJson(SelectBody), async (c) => {
    const { tenant } = c.req.valid('json');
    const live = await current(c);
    if (tenant && !live.user.userTenants.some((t) => t.tenantId === tenant)) {
      throw forbidden('The user is not a member of this tenant');
    }
    return rotateAndIssue(c, live, tenant);
  })
  .post(`${BASE}/logout`, zodJson(EmptyBody), async (c) => {
    const store = c.get('store');
    const { record, user } = await current(c);
    revokeFamily(store, record.family);
    store.audit({ action: 'Logout', userId: user.userId, actorId: user.loginIds[0] ?? '' });
    return c.json({});
  })
  .post(`${BASE}/logoutall`, zodJson(EmptyBody), async (c) => {
    const store = c.get('store');
    const { user } = await current(c);
    revokeUser(store, user.userId);
    store.audit({ action: 'LogoutAll', userId: user.userId, actorId: user.loginIds[0] ?? '' });
    return c.json({});
  })
  .get(`${BASE}/me`, async (c) => {
    const user = await callerUser(c);
    return c.json(toWireUser(c.get('store').data, user));
  })
  .get(`${BASE}/me/history`, async (c) => {
    const user = await callerUser(c);
    return c.json(loginHistory(c.get('store'), user.userId));
  });
