import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const accessKeyRoutes = new Hono<AppEnv>();
