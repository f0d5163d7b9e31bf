import { Hono } from 'hono';
import { z } from 'zod';
import { exchangeAccessKey } from '../../auth/access-key-exchange';
import type { AppEnv } from '../../http/app-env';
import { readBearer } from '../../http/bearer';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { LoginOptions } from './contracts';

const ExchangeBody = z.looseObject({ loginOptions: LoginOptions });

/** Trade an access key (the bearer, after the project id) for a session JWT. */
export const accessKeyRoutes = new Hono<AppEnv>()
  // The project is checked before the body, the key after it.
  .use('/v1/auth/accesskey/*', requireProject)
  .post('/v1/auth/accesskey/exchange', zodJson(ExchangeBody), async (c) => {
    const store = c.get('store');
    // The access key is what follows the project id (it may itself contain ':').
    const { rest } = readBearer(c, store.data.projectId);
    return c.json(await exchangeAccessKey(store, rest));
  });
