import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const samlRoutes = new Hono<AppEnv>();
