import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const licenseRoutes = new Hono<AppEnv>();
