import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const otpRoutes = new Hono<AppEnv>();
