import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readBearer } from '../http/bearer';

/** API calls name the project in `Authorization: Bearer <projectId>[:<token>]`. */
export const requireProject: MiddlewareHandler<AppEnv> = async (c, next) => {
  readBearer(c, c.get('store').data.projectId);
  await next();
};
