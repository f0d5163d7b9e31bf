import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const usersRoutes = new Hono<AppEnv>();
