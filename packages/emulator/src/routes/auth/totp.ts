import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const totpRoutes = new Hono<AppEnv>();
