import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { usableAccessKey } from '../../auth/access-key';
import { readBearer } from '../../http/bearer';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { issueKeySession } from '../../tokens/jwt';
import { LoginOptions } from './contracts';

const ExchangeBody = z.looseObject({ loginOptions: LoginOptions });

/** Trade an access key (the bearer, after the project id) for a session JWT. */
export const accessKeyRoutes = new Hono<AppEnv>()
  // The project is checked before the body, the key after it.
  .use('/v1/auth/accesskey/*', requireProject)
  .post('/v1/auth/accesskey/exchange', zodJson(ExchangeBody), async (c) => {
    const store = c.get('store');
    const { rest } = readBearer(c, store.data.projectId);
    let key: ReturnType<typeof usableAccessKey>;
    try {
      key = usableAccessKey(store, rest);
    } catch (error) {
      store.audit({
        action: 'AccessKeyExchangeFailed',
        type: 'warn',
        actorId: rest.split(':')[0] ?? '',
        method: 'accesskey',
      });
      throw error;
    }
    store.audit({
      action: 'AccessKeyExchanged',
      actorId: key.id,
      method: 'accesskey',
      externalIds: [key.id],
      tenants: key.keyTenants.map((t) => t.tenantId),
    });
    return c.json(await issueKeySession(store, key));
  });
