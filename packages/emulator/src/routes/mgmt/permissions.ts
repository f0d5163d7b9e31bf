import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const permissionsRoutes = new Hono<AppEnv>();
