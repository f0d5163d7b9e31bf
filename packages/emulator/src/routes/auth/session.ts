import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const sessionRoutes = new Hono<AppEnv>();
