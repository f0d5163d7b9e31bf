import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const passwordRoutes = new Hono<AppEnv>();
