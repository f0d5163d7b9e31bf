import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const tenantsRoutes = new Hono<AppEnv>();
