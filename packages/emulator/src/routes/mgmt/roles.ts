import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const rolesRoutes = new Hono<AppEnv>();
