import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const oauthRoutes = new Hono<AppEnv>();
