import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { readBearer } from './bearer';

/** Every auth call names the project in its bearer (`Bearer <projectId>[:token]`); 401 if not. */
export const requireProject: MiddlewareHandler<AppEnv> = async (c, next) => {
  readBearer(c, c.get('store').data.projectId);
  await next();
};
