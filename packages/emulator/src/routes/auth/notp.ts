import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const notpRoutes = new Hono<AppEnv>();
