import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const auditRoutes = new Hono<AppEnv>();
